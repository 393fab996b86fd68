/** The user-facing audio messages of spec section 8, chosen from the browser's error name. */
export const AUDIO_ERROR_MESSAGES = {
  permission: 'Microphone permission denied. Please allow microphone access and try again.',
  noDevice: 'No microphone found. Please connect a microphone and try again.',
  unsupported: 'Audio format not supported. Please try with a different browser.',
  system: 'Audio system error. Please check your audio settings and try again.',
} as const;

export function audioErrorMessage(errorName: string): string {
  switch (errorName) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return AUDIO_ERROR_MESSAGES.permission;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return AUDIO_ERROR_MESSAGES.noDevice;
    case 'NotSupportedError':
    case 'TypeError':
      return AUDIO_ERROR_MESSAGES.unsupported;
    default:
      return AUDIO_ERROR_MESSAGES.system;
  }
}
