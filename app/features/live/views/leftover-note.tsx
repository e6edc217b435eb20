import { revealInvisible } from '../../../../src/index';
import type { LeftoverParams } from '../model/leftover-params';

/** Marks params left from another server (a tool or prompt this one did not list), with a way to start afresh. */
export function LeftoverNote({ leftover, onReset }: { leftover: LeftoverParams; onReset: () => void }) {
  return (
    <p className="warn-text leftover-note" data-testid="leftover-params" data-kind={leftover.kind}>
      This server lists no {leftover.kind} named “{revealInvisible(leftover.name)}”: these params were written for
      another server’s {leftover.kind}.{' '}
      <button type="button" className="button-small" onClick={onReset} data-testid="leftover-reset">
        Start from this server’s catalog
      </button>
    </p>
  );
}
