/**
 * The demo stories, one per age band, marked as demo in three ways: source 'demo', '(Demo)' in the
 * title and a 'demo' tag. Clearing data removes them with the demo sessions.
 */
import type { AgeProfileKey } from '@shared';

export interface DemoStory {
  id: string;
  title: string;
  ageBand: AgeProfileKey;
  content: string;
  /** A character who speaks in the story, for roleplay turns. */
  character: string;
  quiz: readonly { question: string; answer: string; wrong: string }[];
}

export const DEMO_STORIES: readonly DemoStory[] = [
  {
    id: 'demo-the-lost-red-boot',
    title: 'The Lost Red Boot (Demo)',
    ageBand: '6-8',
    character: 'Sam',
    content:
      'Sam had two red boots. One morning he could only find one.\n\n' +
      '"Where is my other boot?" Sam asked his dog, Pip. Pip wagged his tail and ran to the garden.\n\n' +
      'Sam looked under the bed. He looked behind the door. He looked in the big toy box.\n\n' +
      'Then he saw Pip digging by the apple tree. Something red was in the hole.\n\n' +
      '"My boot!" Sam laughed. Pip had hidden it with his bone. Sam gave Pip a hug, and they both went out to splash in the puddles.',
    quiz: [
      { question: 'What colour were the boots?', answer: 'red', wrong: 'blue' },
      { question: 'Who hid the boot?', answer: 'Pip the dog', wrong: 'Sam' },
      { question: 'Where was the boot found?', answer: 'by the apple tree', wrong: 'under the bed' },
    ],
  },
  {
    id: 'demo-the-lighthouse-cat',
    title: 'The Lighthouse Cat (Demo)',
    ageBand: '9-11',
    character: 'Captain Ines',
    content:
      'Every night Captain Ines climbed the hundred steps of the old lighthouse to check the great lamp. ' +
      'Her cat, Biscuit, always followed, complaining loudly at every landing.\n\n' +
      'One stormy evening the lamp flickered and went dark. Far out on the water, a fishing boat was ' +
      'heading straight for the rocks.\n\n' +
      '"We need a spare bulb," Ines said, "and the box is somewhere in the storeroom." Biscuit darted ' +
      'between the crates and sat on one, meowing until Ines lifted the lid.\n\n' +
      'Inside was the spare bulb. Ines fitted it with shaking hands, and the beam swept across the waves ' +
      'just in time. The boat turned away from the rocks, and its horn sounded twice: thank you.',
    quiz: [
      { question: 'How many steps did the lighthouse have?', answer: 'a hundred', wrong: 'fifty' },
      {
        question: 'What went wrong during the storm?',
        answer: 'the lamp went dark',
        wrong: 'the door blew open',
      },
      {
        question: 'How did Biscuit help?',
        answer: 'he sat on the box with the spare bulb',
        wrong: 'he rang a bell',
      },
      {
        question: 'How did the boat say thank you?',
        answer: 'it sounded its horn twice',
        wrong: 'it flashed a light',
      },
    ],
  },
  {
    id: 'demo-signal-from-the-ridge',
    title: 'Signal from the Ridge (Demo)',
    ageBand: '12-14',
    character: 'Dara',
    content:
      'The radio club had spent three months building the receiver, and on the night of the test the ' +
      'only sound it made was a dull, endless hiss.\n\n' +
      '"Maybe the antenna is facing the wrong way," Dara suggested, climbing onto the roof with a torch ' +
      'between her teeth. Marcus adjusted the dial a fraction at a time while the others held their breath.\n\n' +
      'Suddenly a pattern cut through the static: three short pulses, three long, three short. Marcus ' +
      'grabbed a notebook. "That is an emergency signal," he whispered.\n\n' +
      'They traced the direction to the ridge above the town, where a hiker had fallen and twisted an ' +
      'ankle. The rescue team reached him before midnight, and the club finally had a story worth telling.',
    quiz: [
      { question: 'What did the receiver first pick up?', answer: 'a hiss', wrong: 'music' },
      {
        question: 'What pattern did the signal follow?',
        answer: 'three short, three long, three short',
        wrong: 'one long pulse',
      },
      { question: 'Who was in trouble on the ridge?', answer: 'a hiker', wrong: 'a farmer' },
    ],
  },
  {
    id: 'demo-the-archive-of-small-things',
    title: 'The Archive of Small Things (Demo)',
    ageBand: '15-18',
    character: 'Mr Okafor',
    content:
      'The town museum was closing, and Lena had volunteered to catalogue whatever the city did not want. ' +
      'Most of it was unremarkable: chipped teacups, faded postcards, a bicycle bell with no bicycle.\n\n' +
      'Then she found the ledger. Its pages recorded, in careful handwriting, every item that residents had ' +
      'donated over eighty years, each entry accompanied by a sentence explaining why it mattered.\n\n' +
      '"A teacup is only a teacup," said Mr Okafor, the retired curator, "until you know whose hands held it."\n\n' +
      'Lena began matching objects to entries. By the end of the summer she had persuaded the library to ' +
      'display them, each beside its sentence, and the exhibition drew more visitors than the museum ever had.',
    quiz: [
      {
        question: 'Why was Lena cataloguing the objects?',
        answer: 'the museum was closing',
        wrong: 'for a school test',
      },
      {
        question: 'What did the ledger record?',
        answer: 'donated items and why they mattered',
        wrong: 'ticket sales',
      },
      { question: 'Where was the exhibition held?', answer: 'the library', wrong: 'the town hall' },
    ],
  },
];
