/**
 * A small bar chart that is a real table underneath: screen readers get the numbers, everyone
 * sees each value written beside its bar, so no figure depends on reading a bar's length. Styled
 * from `.bar-table` in app/globals.css, so a row carries no utility strings.
 */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  barClassName = "bg-primary",
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: Array<{ key: string; label: string; value: number }>;
  barClassName?: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="bar-table w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>
              <div>
                <span
                  aria-hidden="true"
                  className={barClassName}
                  style={{ width: `${(row.value / max) * 85}%`, minWidth: row.value ? 4 : 0 }}
                />
                <span className="tabular-nums">{row.value.toLocaleString("en-IN")}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
