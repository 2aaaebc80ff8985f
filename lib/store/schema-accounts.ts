import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The editing area's accounts, in the tables better-auth reads through its
 * Drizzle adapter (lib/auth/auth.ts maps its models user, session, account and
 * verification to these). Property names are better-auth's field names; `role`,
 * `banned`, `banReason`, `banExpires` and `impersonatedBy` are its admin plugin's.
 */
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  ...stamps,
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...stamps,
  },
  (table) => [index('auth_sessions_user_id').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** better-auth's own hash (scrypt), never the password. */
    password: text('password'),
    ...stamps,
  },
  (table) => [index('auth_accounts_user_id').on(table.userId)],
);

export const authVerifications = pgTable('auth_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...stamps,
});

/** Every write of the editing area: who, when, what, and the record before and after. */
export const editHistory = pgTable(
  'edit_history',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    userEmail: text('user_email').notNull(),
    /** 'record.update', 'submission.handled', 'account.create', ... */
    action: text('action').notNull(),
    /** What was changed: a record's contract path, a message id, an account's e-mail. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('edit_history_at').on(table.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures and files uploaded in the editing area, kept in the database so that
 * every instance serves the same ones. Addressed by the SHA-256 of their bytes:
 * the same upload twice is one row, and a URL never changes what it names.
 */
export const files = pgTable('files', {
  hash: text('hash').primaryKey(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  alt: text('alt').notNull().default(''),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
});

/**
 * Files replaced in the editing area's media library: the old address answers a
 * 308 to the replacement's, so a link to it kept anywhere (a shared page, a copy
 * of an article) keeps working, and an address typed from it is taken as the new one.
 */
export const fileReplacements = pgTable('file_replacements', {
  hash: text('hash').primaryKey(),
  name: text('name').notNull(),
  replacedBy: text('replaced_by').notNull(),
  replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about the store itself: `seeded` once the demo content went in (deletions stay deleted). */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
