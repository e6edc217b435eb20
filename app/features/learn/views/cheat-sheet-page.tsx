import { routeHash } from '../../../shell/router';
import { SpecLink } from '../../../ui/spec-link';
import { CHEAT_SHEET, depthOf } from '../model/cheat-sheet';
import { stepById } from '../model/steps';

/** `#/learn/cheat-sheet`: every change of 2026-07-28, legacy against modern, one row each. */
export function CheatSheetPage() {
  return (
    <div className="learn" data-testid="cheat-sheet">
      <p>
        <a href={routeHash('learn')}>← Learn overview</a>
      </p>
      <h2 className="learn-title">Cheat sheet: 2025-11-25 → 2026-07-28</h2>
      <p className="muted">
        All 28 entries of the 2026-07-28 changelog (M major, m minor, D deprecated, S schema, G governance, P process),
        with the step that covers it. Rows marked <strong>reading</strong> are explained in prose only: nothing in the
        tour checks them yet.
      </p>
      <table className="learn-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Change</th>
            <th scope="col">2025-11-25</th>
            <th scope="col">2026-07-28</th>
            <th scope="col">Learn it</th>
          </tr>
        </thead>
        <tbody>
          {CHEAT_SHEET.map((row) => (
            <tr key={row.id} data-change={row.id} data-depth={depthOf(row)}>
              <td>{row.id}</td>
              <td>
                {row.change} <SpecLink url={row.spec.url}>spec</SpecLink>
              </td>
              <td>{row.legacy}</td>
              <td>{row.modern}</td>
              <td>
                <a href={routeHash('learn', [row.step])}>{stepById(row.step)?.title ?? row.step}</a>
                {depthOf(row) === 'reading' && <span className="learn-reading-mark"> · reading</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
