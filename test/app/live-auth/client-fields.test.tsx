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
    expect(useAuthStore.getState().views[SERVER]?.client).toEqual({
      clientId: 'my-client',
      clientSecret: 's3cret',
      metadataUrl: 'https://app.example/client.json',
    });
    expect(screen.getByLabelText('Client secret').getAttribute('type')).toBe('password');
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).value).toBe('my-client');
  });

  it('cannot change while an authorization runs', () => {
    render(<Bound disabled />);
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).disabled).toBe(true);
  });
});
