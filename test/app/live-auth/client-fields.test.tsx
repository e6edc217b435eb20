import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthClientFields } from '../../../app/features/live/auth/auth-client-fields';
import { NO_CLIENT } from '../../../app/features/live/auth/auth-model';
import { useAuthStore } from '../../../app/features/live/auth/auth-store';

afterEach(cleanup);
const SERVER = 'http://127.0.0.1:4200/mcp';

/** The fields as the panel shows them: bound to the store's view of SERVER. */
function Bound({ disabled = false }: { disabled?: boolean }) {
  const fields = useAuthStore((s) => s.views[SERVER]?.client ?? NO_CLIENT);
  return <AuthClientFields url={SERVER} fields={fields} disabled={disabled} />;
}

describe("the Authorization panel's client fields", () => {
  it('are labelled inputs whose values the next Authorize uses (the secret hidden as typed)', () => {
    render(<Bound />);
    expect(screen.getByRole('group', { name: /client/i })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Client ID'), { target: { value: 'my-client' } });
    fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 's3cret' } });
    fireEvent.change(screen.getByLabelText('Client ID metadata document URL'), {
      target: { value: 'https://app.example/client.json' },
    });
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'mcp:read' } });
    fireEvent.change(screen.getByLabelText('Workload token (JWT bearer)'), { target: { value: 'eyJ.w' } });
    expect(useAuthStore.getState().views[SERVER]?.client).toEqual({
      ...NO_CLIENT,
      clientId: 'my-client',
      clientSecret: 's3cret',
      metadataUrl: 'https://app.example/client.json',
      scope: 'mcp:read',
      workloadToken: 'eyJ.w',
    });
    expect(screen.getByLabelText('Client secret').getAttribute('type')).toBe('password');
    for (const secret of ['Workload token (JWT bearer)', 'ID token from the identity provider'])
      expect(screen.getByLabelText(secret).getAttribute('type')).toBe('password');
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).value).toBe('my-client');
  });

  it('cannot change while an authorization runs', () => {
    render(<Bound disabled />);
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('a metadata document URL that cannot be a client_id', () => {
  it.each([
    ['not a url', /absolute URL/],
    ['javascript:alert(1)', /https/],
    ['http://app.example/client.json', /https/],
    ['https://app.example/', /path/],
    ['https://app.example/c.json#x', /fragment/],
    [`https://app.example/${'a'.repeat(100_000)}`, null],
  ])('%s is said at the field as typed', (typed, said) => {
    render(<Bound />);
    const input = screen.getByLabelText('Client ID metadata document URL');
    fireEvent.change(input, { target: { value: typed } });
    const problem = screen.queryByRole('status');
    if (said === null) expect(problem).toBeNull();
    else expect(problem?.textContent).toMatch(said);
    expect(input.getAttribute('aria-invalid')).toBe(said === null ? null : 'true');
    // Nothing typed is lost: the field keeps what the user wrote.
    expect((input as HTMLInputElement).value).toBe(typed);
    cleanup();
    useAuthStore.setState({ views: {} });
  });

  it('a loopback http URL and a blank field are fine', () => {
    render(<Bound />);
    const input = screen.getByLabelText('Client ID metadata document URL');
    fireEvent.change(input, { target: { value: 'http://127.0.0.1:8000/client.json' } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
