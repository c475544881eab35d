import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import type { Clock } from '@larder/domain/shared/clock';
import type { Pence } from '@larder/domain/shared/money';
import type { NewUser, UserRepository } from '@larder/domain/accounts/ports';
import type { HouseholdProfile, Role, User } from '@larder/domain/accounts/user';
import type { HouseholdMember } from '@larder/domain/planning/nutrition-targets';
import { UserModel } from '../models/models';

/** A users row (as Objection or plain knex reads it) as the domain's User. */
export const toUser = (row: UserModel): User => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  profile: {
    postcode: row.postcode,
    householdSize: row.household_size,
    weeklyBudget: row.weekly_budget_pence as Pence | null,
    cookingSkill: row.cooking_skill,
    dietaryPreferences: row.dietary_preferences ?? [],
    dietaryRestrictions: row.dietary_restrictions ?? [],
    cuisinePreferences: row.cuisine_preferences ?? [],
    allergies: row.allergies ?? [],
    avoids: row.avoids ?? [],
    members: (row.members ?? []) as HouseholdMember[],
    leftovers: row.leftovers_enabled ?? true,
    ...(row.meal_minutes ? { mealMinutes: row.meal_minutes } : {}),
  },
  onboardingCompletedAt: row.onboarding_completed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const profileColumns = (profile: HouseholdProfile) => ({
  postcode: profile.postcode,
  household_size: profile.householdSize,
  weekly_budget_pence: profile.weeklyBudget,
  cooking_skill: profile.cookingSkill,
  dietary_preferences: [...profile.dietaryPreferences],
  dietary_restrictions: [...profile.dietaryRestrictions],
  cuisine_preferences: [...profile.cuisinePreferences],
  allergies: [...profile.allergies],
  avoids: [...(profile.avoids ?? [])],
  members: [...(profile.members ?? [])].map((m) => ({
    ageBand: m.ageBand,
    sex: m.sex ?? null,
    ...(m.name ? { name: m.name } : {}),
    ...(m.avoids?.length ? { avoids: [...m.avoids] } : {}),
    ...(m.allergies?.length ? { allergies: [...m.allergies] } : {}),
  })),
  leftovers_enabled: profile.leftovers ?? true,
  meal_minutes: profile.mealMinutes ?? null,
});

export class KnexUserRepository implements UserRepository {
  private readonly Users: typeof UserModel;
  constructor(
    knex: Knex,
    private readonly clock: Clock,
  ) {
    this.Users = UserModel.bindKnex(knex);
  }

  async create(user: NewUser): Promise<User | null> {
    const now = this.clock.now();
    try {
      const row = await this.Users.query().insertAndFetch({
        email: user.email,
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        ...profileColumns(user.profile),
        created_at: now,
        updated_at: now,
      });
      return toUser(row);
    } catch (error) {
      if (error instanceof UniqueViolationError) return null;
      throw error;
    }
  }
  async findById(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.Users.query().findById(id);
    return row ? toUser(row) : null;
  }
  async findByEmail(email: string) {
    const row = await this.Users.query().findOne({ email });
    return row ? toUser(row) : null;
  }
  async findByName(firstName: string, lastName: string, limit = 10) {
    const rows = await this.Users.query()
      .whereRaw('lower(trim(first_name)) = ?', [firstName.trim().toLowerCase()])
      .whereRaw('lower(trim(last_name)) = ?', [lastName.trim().toLowerCase()])
      .orderBy('created_at', 'desc')
      .limit(limit);
    return rows.map(toUser);
  }
  async updateProfile(id: string, profile: HouseholdProfile) {
    const row = await this.Users.query().patchAndFetchById(id, { ...profileColumns(profile), updated_at: this.clock.now() });
    if (!row) throw new Error(`user ${id} not found`);
    return toUser(row);
  }
  async markOnboardingCompleted(id: string, at: Date) {
    await this.Users.query().patchAndFetchById(id, { onboarding_completed_at: at, updated_at: this.clock.now() });
  }
  async setPasswordHash(id: string, passwordHash: string | null) {
    await this.Users.query().patchAndFetchById(id, { password_hash: passwordHash, updated_at: this.clock.now() });
  }
  async setRole(id: string, role: Role) {
    await this.Users.query().patchAndFetchById(id, { role, updated_at: this.clock.now() });
  }
  async delete(id: string) {
    await this.Users.query().deleteById(id);
  }
  async list(options: { limit?: number } = {}) {
    const query = this.Users.query().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'email' }]);
    if (options.limit) query.limit(options.limit);
    return (await query).map(toUser);
  }
}
