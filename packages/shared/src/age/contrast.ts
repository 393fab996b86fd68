/** WCAG 2.x contrast, used to hold every age theme's colour pairs to level AA. */

/** AA minimum for normal-size text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;
/** AA minimum for large text and for user-interface components and graphics. */
export const WCAG_AA_NON_TEXT_CONTRAST = 3;

function channelToLinear(channel8bit: number): number {
  const srgb = channel8bit / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hexColour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hexColour}`);
  const [red, green, blue] = [match[1], match[2], match[3]].map((hex) =>
    channelToLinear(parseInt(hex ?? '0', 16)),
  );
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** Contrast ratio between two colours, 1 to 21, independent of order. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
