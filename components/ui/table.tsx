import * as React from "react";

import { cn } from "@/lib/utils";

type TableProps = React.ComponentProps<"table"> & {
  /** Classes for the wrapper, which from `lg` up has a border and a card's background. */
  containerClassName?: string;
  /**
   * Names the wrapper and makes it a focusable region, so a keyboard user can scroll a table that
   * is wider than the screen and has no links or buttons inside (WCAG 2.1.1).
   */
  scrollLabel?: string;
};

/**
 * A table whose every row stays on the page: the wrapper never limits the height (rows hidden in
 * an inner scroll box are rows nobody finds). Below the `lg` breakpoint the rows become stacked
 * cards, each cell headed by its `label`, so a phone shows every column without scrolling
 * sideways; from `lg` up it is a table that scrolls sideways only if it must. Every part is styled
 * from `.table-stack` in app/globals.css, so a cell carries no classes of its own: a page of
 * appointments has a hundred and fifty of them.
 */
function Table({ containerClassName, scrollLabel, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn("table-stack", containerClassName)}
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table {...props} />
    </div>
  );
}

// The parts repeated on every row carry no data-slot and no class of their own: each attribute
// would be written out for every row, in the HTML and again in the RSC payload.

function TableHeader(props: React.ComponentProps<"thead">) {
  return <thead {...props} />;
}

function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

function TableRow(props: React.ComponentProps<"tr">) {
  return <tr {...props} />;
}

function TableHead(props: React.ComponentProps<"th">) {
  return <th {...props} />;
}

/** `label` heads the cell when the row is shown as a card (phones): the column's name, usually. */
function TableCell({ label, ...props }: React.ComponentProps<"td"> & { label?: string }) {
  return <td {...(label ? { "data-label": label } : {})} {...props} />;
}

export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, type TableProps };
