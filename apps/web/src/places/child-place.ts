/**
 * The child's place as a URL, so a reload keeps the band and the story: `/read` is the age screen,
 * `/read?band=6-8` the story list of that band, `/read?band=6-8&story=<id>` the story being read.
 * A band that is not one of the grade buttons' is ignored (the age screen shows again); a story id is
 * kept only with a band, and is matched against the band's story list when it loads.
 */
import { GRADE_OPTIONS, type GradeOption } from '@shared/age/grades';
import type { AgeProfileKey } from '@shared/constants/ages';

export const CHILD_PATH = '/read';
const MAX_STORY_ID_LENGTH = 200;

export interface ChildPlace {
  band: AgeProfileKey | null;
  storyId: string | null;
}

export function parseChildPlace(search: string): ChildPlace {
  const params = new URLSearchParams(search);
  const band = GRADE_OPTIONS.find((option) => option.profileKey === params.get('band'))?.profileKey ?? null;
  const story = params.get('story')?.trim() ?? '';
  const storyId = band !== null && story.length > 0 && story.length <= MAX_STORY_ID_LENGTH ? story : null;
  return { band, storyId };
}

export function formatChildPlace(place: ChildPlace): string {
  const params = new URLSearchParams();
  if (place.band) params.set('band', place.band);
  if (place.band && place.storyId) params.set('story', place.storyId);
  const query = params.toString();
  return `${CHILD_PATH}${query ? `?${query}` : ''}`;
}

/** The grade button of a band: the age the child flow carries on is its midpoint. */
export function gradeOfBand(band: AgeProfileKey): GradeOption | undefined {
  return GRADE_OPTIONS.find((option) => option.profileKey === band);
}
