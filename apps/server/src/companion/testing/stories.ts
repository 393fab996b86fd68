/** Small stories the companion's tests share (written for the tests, in the seeded library's style). */
import type { StoryInput } from '../analysis/types';

export const PIGS_STORY: StoryInput = {
  id: 'story-pigs',
  title: 'The Three Little Pigs',
  content:
    'Once upon a time, three little pigs left home to build their own houses.\n\n' +
    'The first little pig built a house of straw. The second little pig built a house of sticks. Percy, the ' +
    'third little pig, built a house of bricks because he wanted to be safe.\n\n' +
    'One day a hungry wolf came to the straw house. "Little pig, little pig, let me come in!" said the Wolf. ' +
    '"Not by the hair on my chinny chin chin!" cried the pig. The wolf huffed and puffed and blew the house ' +
    'down, so the first pig ran to his brother.\n\n' +
    'The wolf wanted to eat the pigs, but Percy was clever. Percy lit a big fire in the chimney. The wolf ' +
    'climbed onto the roof and slid down the chimney. He landed in the hot pot and ran away into the dark forest.\n\n' +
    'The three little pigs danced in the garden. "We are safe at last!" laughed Percy.',
};

export const KITE_STORY: StoryInput = {
  id: 'story-kite',
  title: 'Mia and the Red Kite',
  content:
    'Mia loved windy days. Every Saturday she carried her red kite to the meadow behind the school.\n\n' +
    'One morning the wind was enormous. Mia held the string tightly, but the kite tugged and twisted above ' +
    'the trees. "Hold on!" shouted her brother Leo. Leo grabbed the spool with both hands.\n\n' +
    'Suddenly the string snapped. The kite drifted over the river and caught in the branches of an old oak. ' +
    'Mia felt furious, then sad, because she had made the kite with her grandmother.\n\n' +
    'Leo found a long ladder in the shed. "We can reach it together," he said. Mia climbed carefully while ' +
    'Leo steadied the ladder. She freed the kite and they walked home across the bridge, laughing in the cold wind.',
};

/** No names, no dialogue: nobody to roleplay. */
export const RAIN_STORY: StoryInput = {
  id: 'story-rain',
  title: 'Rain',
  content: 'It rains. The rain falls on the roof. The rain falls on the grass. Drip, drop, drip. The puddles grow and grow.',
};
