/** The version display's shortened fields (teacher-side section 2.5). */
import {
  VERSION_BUG_FIXES_SHOWN,
  VERSION_COMMIT_SHORT_CHARS,
  VERSION_FEATURES_SHOWN,
} from '../constants/dashboard';

/** First 7 characters of the commit, or null when the commit is not known. */
export function commitShort(commit: string | null | undefined): string | null {
  const trimmed = commit?.trim() ?? '';
  return trimmed === '' || trimmed === 'unknown' ? null : trimmed.slice(0, VERSION_COMMIT_SHORT_CHARS);
}

/** Up to 3 features, then '+N more features...'. */
export function versionFeaturesView(features: readonly string[]): {
  shown: string[];
  moreText: string | null;
} {
  const hidden = features.length - VERSION_FEATURES_SHOWN;
  return {
    shown: features.slice(0, VERSION_FEATURES_SHOWN),
    moreText: hidden > 0 ? `+${hidden} more features...` : null,
  };
}

/** Up to 2 bug fixes. */
export function versionBugFixesShown(bugFixes: readonly string[]): string[] {
  return bugFixes.slice(0, VERSION_BUG_FIXES_SHOWN);
}

/** Footer variant: 'Learning Companion v{version}'. */
export function versionFooterText(version: string): string {
  return `Learning Companion v${version}`;
}
