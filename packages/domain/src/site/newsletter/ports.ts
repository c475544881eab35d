export interface NewsletterSubscription {
  readonly email: string;
  /** SHA-256 of the link token sent in the confirmation email. */
  readonly tokenDigest: string;
  readonly source: string;
  readonly createdAt: Date;
  readonly confirmationSentAt: Date;
  readonly confirmedAt: Date | null;
  readonly unsubscribedAt: Date | null;
}

export interface NewsletterRepository {
  findByEmail(email: string): Promise<NewsletterSubscription | null>;
  findByTokenDigest(digest: string): Promise<NewsletterSubscription | null>;
  /** Inserts or replaces the row for the email. */
  save(subscription: NewsletterSubscription): Promise<void>;
}
export const NEWSLETTER_REPOSITORY = Symbol('NewsletterRepository');
