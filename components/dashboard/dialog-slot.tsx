/**
 * The pieces of a list whose details open as a dialog over it (an intercepted route): the list's
 * layout renders the list and the `modal` slot; the slot shows nothing on a fresh load of any
 * address (`default.tsx`) or on the list itself (`page.tsx`, so going back to the list closes
 * the dialog). Each route file re-exports one of these.
 */
export function DialogSlotLayout({
  children,
  modal,
}: Readonly<{ children: React.ReactNode; modal: React.ReactNode }>) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}

export function NoDialog() {
  return null;
}
