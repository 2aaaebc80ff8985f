import { describe, expect, it } from 'vitest';
import { can, isRole, ROLES, type Permission } from './roles';

describe('who may do what in the editing area', () => {
  it('has exactly two roles', () => {
    expect(ROLES).toEqual(['admin', 'editor']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('user')).toBe(false);
    expect(isRole('toString')).toBe(false);
  });

  it('an admin does everything: content, submissions, history and accounts', () => {
    const permissions: Permission[] = [
      { content: ['edit', 'publish'] },
      { submissions: ['read', 'handle', 'export'] },
      { history: ['read'] },
      { user: ['create', 'list', 'set-role', 'delete'] },
      { session: ['revoke'] },
    ];
    for (const permission of permissions)
      expect(can('admin', permission), JSON.stringify(permission)).toBe(true);
  });

  it('an editor edits and publishes content and answers submissions, and nothing more', () => {
    expect(can('editor', { content: ['edit', 'publish'] })).toBe(true);
    expect(can('editor', { submissions: ['read', 'handle', 'export'] })).toBe(true);
    expect(can('editor', { history: ['read'] })).toBe(false);
    expect(can('editor', { user: ['list'] })).toBe(false);
    expect(can('editor', { user: ['create'] })).toBe(false);
    expect(can('editor', { session: ['revoke'] })).toBe(false);
    // One forbidden action among allowed ones refuses the whole request.
    expect(can('editor', { content: ['edit'], user: ['set-role'] })).toBe(false);
  });

  it('no role, an unknown role or a banned-looking value grants nothing', () => {
    for (const role of [null, undefined, '', 'user', 'Admin', 'admin,editor', '__proto__'])
      expect(can(role, { content: ['edit'] }), String(role)).toBe(false);
  });
});
