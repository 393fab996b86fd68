/**
 * Our voices are OpenAI's names (the age profiles use shimmer, coral, ballad and sage); Voice Live
 * speaks with Azure neural voices. Each OpenAI voice maps to the en-US (or en-GB for fable) Azure
 * standard voice closest to it in gender and manner:
 *
 * | ours    | Azure                    | why                                        |
 * |---------|--------------------------|--------------------------------------------|
 * | alloy   | en-US-JennyNeural        | neutral, friendly                          |
 * | ash     | en-US-ChristopherNeural  | male, warm                                 |
 * | ballad  | en-US-BrianNeural        | male, expressive (12–14 profile)           |
 * | cedar   | en-US-AndrewNeural       | male, natural                              |
 * | coral   | en-US-EmmaNeural         | female, warm and cheerful (9–11 profile)   |
 * | echo    | en-US-GuyNeural          | male, clear                                |
 * | fable   | en-GB-RyanNeural         | British male storyteller                   |
 * | marin   | en-US-EmmaNeural         | female, natural                            |
 * | nova    | en-US-SaraNeural         | female, bright                             |
 * | onyx    | en-US-DavisNeural        | male, deep                                 |
 * | sage    | en-US-AriaNeural         | female, calm and clear (15–18 profile)     |
 * | shimmer | en-US-AvaNeural          | female, soft and warm (6–8 profile)        |
 * | verse   | en-US-AndrewNeural       | male, expressive                           |
 *
 * A name that already is an Azure voice (`en-US-…Neural`, HD `…:DragonHDLatestNeural`) is used as
 * given; anything else falls back to en-US-AvaNeural.
 */
export const AZURE_VOICE_BY_OPENAI_VOICE: Readonly<Record<string, string>> = {
  alloy: 'en-US-JennyNeural',
  ash: 'en-US-ChristopherNeural',
  ballad: 'en-US-BrianNeural',
  cedar: 'en-US-AndrewNeural',
  coral: 'en-US-EmmaNeural',
  echo: 'en-US-GuyNeural',
  fable: 'en-GB-RyanNeural',
  marin: 'en-US-EmmaNeural',
  nova: 'en-US-SaraNeural',
  onyx: 'en-US-DavisNeural',
  sage: 'en-US-AriaNeural',
  shimmer: 'en-US-AvaNeural',
  verse: 'en-US-AndrewNeural',
};

export const DEFAULT_AZURE_VOICE = 'en-US-AvaNeural';

const AZURE_VOICE_NAME = /^[a-z]{2,3}-[A-Z]{2}(-[A-Za-z]+)?-[A-Za-z]+(:[A-Za-z]+)?Neural$/;

export function isAzureVoiceName(voice: string): boolean {
  return AZURE_VOICE_NAME.test(voice);
}

export function azureVoiceFor(voice: string): string {
  if (isAzureVoiceName(voice)) return voice;
  return AZURE_VOICE_BY_OPENAI_VOICE[voice.toLowerCase()] ?? DEFAULT_AZURE_VOICE;
}

/** HD voices (`…:DragonHD…Neural`) are the only ones that take a voice temperature. */
export function isHdVoice(azureVoice: string): boolean {
  return azureVoice.includes(':DragonHD');
}
