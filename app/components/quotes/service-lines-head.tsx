/** One column of a location's services table. */
export interface LinesColumn {
  label: string;
  className: string;
  /** Read by screen readers only (a column of buttons needs a name, not a visible one). */
  hiddenLabel?: boolean;
}

/**
 * The caption and column headers of one location's services table, the same wherever a
 * location's lines are listed (the builder, the quote page, the staff configuration page):
 * screen readers hear "Services at Main office" and then the columns; each page keeps its
 * own density through the classes.
 */
export function ServiceLinesHead({
  location,
  columns,
  className,
  rowClassName,
}: {
  location: string;
  columns: readonly LinesColumn[];
  className?: string;
  rowClassName: string;
}) {
  return (
    <>
      <caption className="sr-only">Services at {location}</caption>
      <thead className={className}>
        <tr className={rowClassName}>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
