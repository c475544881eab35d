import { Model } from 'objection';

/** Objection models: one per table, used only inside the repositories of this package. */
export class UserModel extends Model {
  static override tableName = 'users';
  static override get jsonAttributes() {
    return ['dietary_preferences', 'dietary_restrictions', 'cuisine_preferences', 'allergies', 'members', 'meal_minutes', 'avoids'];
  }
  id!: string;
  email!: string;
  password_hash!: string | null;
  first_name!: string;
  last_name!: string;
  role!: 'user' | 'admin';
  postcode!: string | null;
  household_size!: number | null;
  weekly_budget_pence!: number | null;
  cooking_skill!: 'beginner' | 'intermediate' | 'advanced' | null;
  dietary_preferences!: string[];
  dietary_restrictions!: string[];
  cuisine_preferences!: string[];
  allergies!: string[];
  members!: Array<{ ageBand: string; sex?: string | null; name?: string | null; avoids?: string[]; allergies?: string[] }>;
  avoids!: string[] | null;
  meal_minutes!: { weekday: number | null; weekend: number | null } | null;
  leftovers_enabled!: boolean;
  onboarding_completed_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}

export class SessionModel extends Model {
  static override tableName = 'sessions';
  static override idColumn = 'id_hash';
  id_hash!: string;
  user_id!: string;
  persistent!: boolean;
  expires_at!: Date;
  created_at!: Date;
}

export class MagicLinkTokenModel extends Model {
  static override tableName = 'magic_link_tokens';
  static override idColumn = 'token_hash';
  token_hash!: string;
  user_id!: string;
  expires_at!: Date;
  used_at!: Date | null;
  created_at!: Date;
}

export class SubscriptionModel extends Model {
  static override tableName = 'subscriptions';
  id!: string;
  user_id!: string;
  status!: 'trialing' | 'active' | 'pending' | 'failed' | 'cancelled';
  provider!: string;
  provider_customer_id!: string | null;
  payment_method_id!: string | null;
  card_brand!: string | null;
  card_last4!: string | null;
  card_bin!: string | null;
  preferred_pay_day!: number;
  trial_ends_at!: Date | null;
  next_charge_at!: Date | null;
  cancelled_at!: Date | null;
  amount_pence!: number;
  billing_period!: Date | null;
  failed_attempts!: number;
  last_billing_date!: Date | null;
  access_ends_at!: Date | null;
  status_before_cancel!: 'trialing' | 'active' | 'pending' | 'failed' | 'cancelled' | null;
  created_at!: Date;
  updated_at!: Date;
}

export class EmailOutboxModel extends Model {
  static override tableName = 'email_outbox';
  id!: string;
  kind!: string;
  to_address!: string;
  subject!: string;
  text_body!: string;
  html_body!: string | null;
  created_at!: Date;
}
