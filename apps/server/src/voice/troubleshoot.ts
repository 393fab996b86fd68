/** Age-tuned help for the four kinds of trouble a child can have with the voice companion. */
import { getAgeProfile, type TroubleshootIssueType } from '@shared';

const STEPS: Record<TroubleshootIssueType, { young: string[]; older: string[] }> = {
  microphone: {
    young: ['Ask a grown-up to help.', 'Click "Allow" when the browser asks about the microphone.', 'Check the microphone is plugged in.'],
    older: [
      'Allow microphone access in the browser (the camera/microphone icon in the address bar).',
      'Check that the right microphone is selected in your system settings.',
      'Close other apps that may be using the microphone, then reload the page.',
    ],
  },
  connection: {
    young: ['Ask a grown-up to check the internet or the school network.', 'Press Try Again.'],
    older: ['Check that this computer can reach the Learning Companion server.', 'Press Try Again or reload the page.', 'If it keeps failing, tell your teacher.'],
  },
  audio: {
    young: ['Turn the volume up.', 'Ask a grown-up to check the speakers or headphones.'],
    older: ['Turn the volume up and unmute the tab.', 'Check the speakers or headphones are selected as the output device.', 'Try another browser if sound still does not play.'],
  },
  general: {
    young: ['Press Try Again.', 'Ask a grown-up to reload the page.'],
    older: ['Reload the page.', 'If the problem stays, tell your teacher what you were doing when it happened.'],
  },
};

export function troubleshoot(issueType: TroubleshootIssueType, age: number | undefined) {
  const profile = getAgeProfile(age ?? 16.5);
  const steps = age !== undefined && age <= 11 ? STEPS[issueType].young : STEPS[issueType].older;
  return { issue_type: issueType, age: age ?? null, message: profile.content.errorMessages[issueType], steps };
}
