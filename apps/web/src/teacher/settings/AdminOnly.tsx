/**
 * The reason shown beside a control a teacher account may not use: the server answers 403 for these
 * calls (apps/server/src/auth/access-policy.ts), so the control is disabled or withheld up front.
 */
export function adminOnlyReason(action: string): string {
  return `Only an administrator can ${action}.`;
}

export function AdminOnlyNote({ action }: { action: string }) {
  return (
    <p className="tc-admin-note" role="note">
      🔒 {adminOnlyReason(action)}
    </p>
  );
}
