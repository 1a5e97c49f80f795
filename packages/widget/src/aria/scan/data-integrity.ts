import { elementFinding, pageFinding, type Finding } from '../finding.ts';
import { isOwnElement, PER_RULE_MAX } from '../light-checks.ts';

const PRICE = '[itemprop="price"], [data-price], .price, .amount, .total';

/** The number a cell shows ("1 234,50 €", "$1,234.50", "-12"), or null. */
export function numberIn(text: string): number | null {
  const raw = text.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(raw)) return null;
  // The last separator followed by one or two digits is the decimal one.
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, decimal.index) : raw).replace(/[.,]/g, '');
  const value = Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Data integrity (docs/product/overview.md): totals that do not add up in tables marked as such (a cell with a
 * `data-total` attribute must equal the sum of its column in the table's body), prices shown as NaN,
 * and ids used by more than one element.
 */
export function dataIntegrityFindings(): Finding[] {
  const findings: Finding[] = [];
  for (const cell of document.querySelectorAll<HTMLTableCellElement>('table [data-total]')) {
    const table = cell.closest('table')!;
    const column = cell.cellIndex;
    const values = [...table.tBodies]
      .flatMap((body) => [...body.rows])
      .filter((row) => !row.contains(cell))
      .map((row) => numberIn(row.cells[column]?.textContent ?? ''));
    const total = numberIn(cell.textContent ?? '');
    const sum = values.reduce<number>((acc, value) => acc + (value ?? 0), 0);
    if (total !== null && Math.abs(total - sum) > 0.005) {
      findings.push(
        elementFinding(
          'data-integrity',
          'table-total-mismatch',
          cell,
          `Shows ${total}, the column adds up to ${Math.round(sum * 100) / 100}`,
        ),
      );
    }
  }
  const nanPrices = [...document.querySelectorAll(PRICE)].filter(
    (element) => !isOwnElement(element) && /\bNaN\b/.test(element.textContent ?? ''),
  );
  findings.push(
    ...nanPrices
      .slice(0, PER_RULE_MAX)
      .map((element) => elementFinding('data-integrity', 'nan-price', element, `Shown: "${element.textContent?.trim().slice(0, 100)}"`)),
  );
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    if (!isOwnElement(element)) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  const duplicated = [...seen].filter(([, count]) => count > 1);
  findings.push(
    ...duplicated
      .slice(0, PER_RULE_MAX)
      .map(([id, count]) =>
        pageFinding('data-integrity', 'duplicate-id', `#${id}`, `${count} elements have id="${id}"`, document.getElementById(id)),
      ),
  );
  return findings;
}
