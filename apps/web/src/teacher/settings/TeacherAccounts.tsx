/** Teacher accounts (admins only): the list, a form to create an account, and disabling one. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TeacherRole } from '@shared/schemas/auth';
import { errorText } from '../../api/http';
import { createUser, disableUser, fetchUsers } from '../api/auth-api';
import { Badge, ErrorBlock, Loading } from '../ui/Badge';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';
import { NoticeLine } from './NoticeLine';
import type { Notice } from './useVoiceliveSettings';

export function TeacherAccounts() {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: teacherKeys.users, queryFn: fetchUsers });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<TeacherRole>('teacher');
  const [notice, setNotice] = useState<Notice | null>(null);

  async function act(action: () => Promise<void>, done: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'ok', text: done });
      await queryClient.invalidateQueries({ queryKey: teacherKeys.users });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    }
  }

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act(async () => {
      await createUser(username.trim(), password, role);
      setUsername('');
      setPassword('');
    }, `Created ${role} account ${username.trim()}.`);
  }

  return (
    <div className="tc-stack">
      {showsLoading(users) ? <Loading text="Loading accounts..." /> : null}
      {users.isError && !users.isFetching ? <ErrorBlock message={errorText(users.error)} onRetry={() => void users.refetch()} /> : null}
      {users.isSuccess ? (
        <ul className="tc-list">
          {users.data.map((user) => (
            <li key={user.id} className="tc-row">
              <strong>{user.username}</strong>
              <Badge tone={user.role === 'admin' ? 'blue' : 'grey'}>{user.role}</Badge>
              {user.disabled ? <Badge tone="red">disabled</Badge> : null}
              {!user.disabled ? (
                <button type="button" className="tc-button tc-push" onClick={() => {
                    if (window.confirm(`Disable ${user.username}? They will no longer be able to sign in.`)) {
                      void act(() => disableUser(user.id), `Disabled ${user.username}.`);
                    }
                  }}>
                  Disable
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="tc-form-grid" onSubmit={create} aria-label="Create a teacher account">
        <label className="tc-field">
          <span>Username</span>
          <input required autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
        </label>
        <label className="tc-field">
          <span>Password (at least 10 characters)</span>
          <input required type="password" autoComplete="new-password" minLength={10} value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        <label className="tc-field">
          <span>Role</span>
          <select value={role} onChange={(event) => setRole(event.target.value as TeacherRole)}>
            <option value="teacher">Teacher</option>
            <option value="admin">Administrator</option>
          </select>
        </label>
        <button type="submit" className="tc-button tc-primary">Create account</button>
        <NoticeLine notice={notice} />
      </form>
    </div>
  );
}
