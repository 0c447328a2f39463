type Column<Row> = { key: keyof Row & string; header: string };

type StackedTableProps<Row> = {
  caption: string;
  /** The first column names the row (a row header). */
  columns: Column<Row>[];
  rows: Row[];
};

/**
 * A table that turns into one card per row on phones, each value labelled with its column, so no
 * column is hidden off-screen behind a horizontal scroll.
 */
export function StackedTable<Row extends Record<string, string>>({ caption, columns, rows }: StackedTableProps<Row>) {
  const [rowHeader, ...cells] = columns;
  if (!rowHeader) return null;
  return (
    <div className="rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-4 py-3 font-semibold first:rounded-tl-2xl last:rounded-tr-2xl"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map((row) => (
            <tr key={row[rowHeader.key]} className="max-sm:block max-sm:space-y-1 max-sm:px-4 max-sm:py-4">
              <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900 max-sm:block max-sm:p-0">
                {row[rowHeader.key]}
              </th>
              {cells.map((column) => (
                <td key={column.key} className="px-4 py-3 align-top max-sm:block max-sm:p-0">
                  <span className="font-medium text-slate-900 sm:hidden">{column.header}: </span>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
