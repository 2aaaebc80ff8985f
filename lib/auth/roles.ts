import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * Who may do what in the editing area. Two roles: an admin does everything and
 * manages accounts; an editor edits and publishes content and answers
 * submissions, and neither sees accounts nor the history of changes.
 */
const statement = {
  ...defaultStatements,
  content: ['edit', 'publish'],
  submissions: ['read', 'handle', 'export'],
  history: ['read'],
} as const;

export const accessControl = createAccessControl(statement);

export const roles = {
  admin: accessControl.newRole({
    ...adminAc.statements,
    content: ['edit', 'publish'],
    submissions: ['read', 'handle', 'export'],
    history: ['read'],
  }),
  editor: accessControl.newRole({
    content: ['edit', 'publish'],
    submissions: ['read', 'handle', 'export'],
  }),
};

export type Role = keyof typeof roles;
export const ROLES = Object.keys(roles) as Role[];

type Statement = typeof statement;
export type Permission = { [K in keyof Statement]?: Statement[K][number][] };

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && Object.hasOwn(roles, value);

/** True when `role` grants every action in `permission`; an unknown or missing role grants nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  return roles[role].authorize(permission).success;
}
