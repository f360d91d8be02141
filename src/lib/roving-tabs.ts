/**
 * Keyboard model of a WAI-ARIA tablist with roving tabindex (APG "Tabs"): arrow keys move to the
 * neighbouring tab, wrapping at either end; Home and End jump to the first and last tab. Up/Down
 * and Left/Right both work, so the list behaves the same whether it is laid out as a row or a column.
 * Returns the tab to focus (and, with automatic activation, select), or null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
