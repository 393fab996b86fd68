import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorToast } from './ErrorToast';

describe('ErrorToast', () => {
  it('offers the help steps under the error, numbered, beside Dismiss', () => {
    const html = renderToStaticMarkup(
      <ErrorToast
        message="Microphone permission denied. Please allow microphone access and try again."
        help={{ issue: 'microphone', message: "I can't hear you.", steps: ['Ask a grown-up to help.', 'Click "Allow".'] }}
        onDismiss={() => undefined}
      />,
    );
    expect(html).toContain('Microphone permission denied.');
    expect(html).toContain('<ol class="lc-help-steps"><li>Ask a grown-up to help.</li>');
    expect(html).toContain('Dismiss');
  });

  it('shows only the message when there is no help for this error', () => {
    const html = renderToStaticMarkup(<ErrorToast message="Story selection failed: x" onDismiss={() => undefined} />);
    expect(html).not.toContain('lc-help');
  });
});
