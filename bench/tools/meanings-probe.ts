/** Probe (not a bench): what the companion says a word means, on sentences written for this probe (not bench material). */
import { childMeaning } from '../../apps/server/src/companion/meanings/child-meaning';
const CASES: Array<[string, string]> = [
  ['glow', 'Grandpa Sam twisted a new bulb into the lamp, and it began to glow.'],
  ['harbour', 'Far away, a little boat turned toward the harbour.'],
  ['steep', 'The path up the hill was steep and rocky.'],
  ['anxious', 'Lena felt anxious before the big race.'],
  ['crept', 'The fox crept through the tall grass.'],
  ['grumpy', 'The old goat was grumpy in the morning.'],
  ['gust', 'A gust of wind blew the hat away.'],
  ['exhausted', 'After the long walk, Max was exhausted.'],
  ['shallow', 'The children paddled in the shallow pond.'],
  ['peered', 'She peered into the dark hole.'],
  ['kneaded', 'The baker kneaded the dough on the table.'],
  ['scuttled', 'The crab scuttled across the sand.'],
  ['tide', 'The tide came in and covered the rocks.'],
  ['lantern', 'Dad carried a lantern along the path.'],
  ['whispered', '"Be quiet," whispered Mia.'],
  ['startled', 'The loud bang startled the cat.'],
  ['rehearsal', 'The band had a rehearsal after school.'],
  ['echo', 'They heard an echo in the cave.'],
  ['flour', 'She poured flour into the big bowl.'],
  ['sparkled', 'The lake sparkled in the sun.'],
  ['shore', 'They walked along the shore looking for shells.'],
  ['trembled', 'His hands trembled as he opened the box.'],
  ['curious', 'The puppy was curious about the box.'],
  ['gazed', 'Tom gazed at the stars.'],
];
for (const band of ['6-8', '9-11'] as const) {
  for (const [word, sentence] of CASES) console.log(band, word.padEnd(10), childMeaning(word, band, sentence));
}
