/** Boxes of what a user sees, for tests that check that nothing on a screen covers something else. */
import type { Locator, Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  // Touching edges are not an overlap; a pixel of rounding is not either.
  return a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the screen`);
  return box;
}

/** Every pair of named boxes that overlap, as "a / b" (empty when none do). */
export function overlappingPairs(boxes: Record<string, Box>): string[] {
  const names = Object.keys(boxes);
  const pairs: string[] = [];
  names.forEach((a, i) => {
    for (const b of names.slice(i + 1)) if (overlaps(boxes[a] as Box, boxes[b] as Box)) pairs.push(`${a} / ${b}`);
  });
  return pairs;
}

/** Whether the element is what a tap at its centre reaches (nothing drawn over it there). */
export async function reachableAtCentre(page: Page, locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, element: handle },
  );
}
