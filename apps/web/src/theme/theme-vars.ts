/** The age profile's theme as CSS custom properties set on the app root; every themed rule reads them. */
import type { AgeProfile } from '@shared/age/profile-schema';

export function themeVariables(profile: AgeProfile): Record<string, string> {
  const { theme, ui } = profile;
  return {
    '--lc-primary': theme.colors.primary,
    '--lc-secondary': theme.colors.secondary,
    '--lc-accent': theme.colors.accent,
    '--lc-background': theme.colors.background,
    '--lc-text': theme.colors.text,
    '--lc-button-text': theme.colors.buttonText,
    '--lc-font-family': theme.typography.fontFamily,
    '--lc-heading-size': theme.typography.headingSize,
    '--lc-body-size': theme.typography.bodySize,
    '--lc-button-font-size': theme.typography.buttonSize,
    '--lc-button-padding': theme.spacing.buttonPadding,
    '--lc-gap': theme.spacing.componentMargins,
    '--lc-touch-target': theme.spacing.touchTargets,
    '--lc-radius': theme.borderRadius,
    '--lc-button-width': theme.buttonSize.width,
    '--lc-button-height': theme.buttonSize.height,
    '--lc-mic-size': ui.micButtonSize,
  };
}

/** Applies the variables and the theme's root class to an element (the document root). */
export function applyTheme(element: HTMLElement, profile: AgeProfile | null): void {
  const stale = [...element.classList].filter((name) => name.startsWith('lc-theme-'));
  element.classList.remove(...stale);
  if (!profile) return;
  for (const [name, value] of Object.entries(themeVariables(profile))) element.style.setProperty(name, value);
  element.classList.add(profile.theme.styleClasses.root);
}
