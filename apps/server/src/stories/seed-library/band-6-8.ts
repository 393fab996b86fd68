/** Starter stories for ages 6-8: 80-200 words, short sentences, simple words, lots of talk. */
import type { SeedStory } from './seed-story';

export const BAND_6_8_STORIES: SeedStory[] = [
  {
    id: 'mia-and-the-moon-kite',
    title: 'Mia and the Moon Kite',
    ageBand: '6-8',
    tags: ['adventure', 'family', 'weather'],
    content: `Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it.

"Can we fly it now?" Mia asked.

"The wind is too still," said Grandpa Joe. "We must be patient."

Mia waited all day. At last, when the sun went down, the trees began to sway. The wind was back!

They ran up the hill behind the farm. Mia let the string go, bit by bit. The kite rose up and up. Then it dipped and got stuck in an old oak tree.

"Oh no!" cried Mia. "My moon is trapped."

Grandpa Joe did not climb. He gave the string a soft, gentle tug, then waited for the next gust. Whoosh! The kite slid free and danced over the branches.

Now the real moon was out. Two moons shone in the sky, one big and one small.

"Look, Grandpa," Mia whispered. "The moon has a friend."`,
  },
  {
    id: 'kofi-and-the-hermit-crab',
    title: 'Kofi and the Hermit Crab',
    ageBand: '6-8',
    tags: ['animals', 'nature', 'science'],
    content: `Kofi and his sister Ama went to the beach to look in the rock pools.

"Look at this shell," said Kofi. "It is moving!"

A tiny crab poked out its legs. It was a hermit crab. Ama knew all about them.

"A hermit crab has a soft body," she said. "It lives in an empty shell to stay safe. When it grows, it needs a bigger one."

This crab looked squashed. Its shell was much too small.

Kofi had an idea. He looked along the sand until he found a round, empty shell. It was bigger than the old one, with no holes.

He set it down very carefully in the pool.

The crab crept up and tapped the new shell with its claws. It peeked inside. Then, quick as a blink, it wiggled out of the old shell and into the new one.

"It fits!" cried Kofi.

"You found it a new home," said Ama with a grin.`,
  },
  {
    id: 'the-great-snail-race',
    title: 'The Great Snail Race',
    ageBand: '6-8',
    tags: ['humour', 'animals', 'friendship'],
    content: `Priya and Ben found two snails under a leaf in the garden.

"Let's have a race!" said Ben. "Mine is called Rocket."

"Mine is called Zoom," said Priya.

They drew a start line and a finish line in chalk. The track was as long as a shoe.

"Ready, set, go!" shouted Ben.

Rocket did not move at all. Zoom went the wrong way. Then Zoom turned round and started to climb Priya's boot.

"Zoom, the finish is that way!" Priya laughed.

Ben lay flat on the grass. "Come on, Rocket. You can do it."

Slowly, slowly, Rocket stretched out his long neck and slid forward. He left a shiny silver trail. After ten whole minutes, he crossed the line.

"Rocket wins!" cheered Ben.

Priya looked at her boot. Zoom was fast asleep on the top.

"That is fine," she said. "Zoom won the climbing race."

Then they put both snails back under the leaf, safe and sound.`,
  },
  {
    id: 'hana-and-the-red-crayon',
    title: 'Hana and the Red Crayon',
    ageBand: '6-8',
    tags: ['friendship', 'school', 'feelings'],
    content: `It was Hana's first day at her new school. She sat at the back and did not say a word.

The teacher, Mr Diaz, gave out big sheets of paper. "Please draw your favourite place," he said.

Hana wanted to draw the red bridge near her old home. But she had no red crayon in her box. She felt a lump in her throat.

A boy named Leo sat next to her. He saw her empty hands.

"You can use mine," said Leo. He held out a bright red crayon.

"Thank you," said Hana, very quietly.

She drew the bridge and the river under it. She added little boats and a yellow sun.

Leo leaned over. "Wow! Where is that?"

"It is a bridge in my old town," said Hana. "My dad and I used to feed the ducks there."

"There are ducks at the park near here," said Leo. "Maybe we can go one day."

Hana smiled for the first time that day. The new school did not feel so big any more.`,
  },
  {
    id: 'the-case-of-the-missing-socks',
    title: 'The Case of the Missing Socks',
    ageBand: '6-8',
    tags: ['mystery', 'humour', 'animals'],
    content: `Every morning, one of Mateo's socks was gone. He always found the left one. The right one had vanished.

"This is a mystery," said Mateo. He put on his detective hat.

"Maybe the washing machine eats them," said his mum.

Mateo checked the machine. No socks.

He checked under his bed. He found a toy car and a lot of dust, but no socks.

That night, Mateo put a clean pair of socks on the floor. Then he hid in the cupboard and waited.

Tip, tap, tip, tap. Small paws came into the room. It was Biscuit, the new puppy! She grabbed a sock in her mouth and trotted away.

Mateo followed her down the stairs. Biscuit went into her basket and dropped the sock on a big, soft pile.

There were twelve socks in the pile! Biscuit curled up on top of them and sighed.

"Mystery solved," said Mateo. "They smell like me, so they make her feel safe."

After that, Mateo gave Biscuit one old sock of her very own.`,
  },
  {
    id: 'rain-for-the-bean-garden',
    title: 'Rain for the Bean Garden',
    ageBand: '6-8',
    tags: ['nature', 'science', 'family'],
    content: `Aiyana and her grandma planted bean seeds in a row by the fence.

"Beans need three things," said Grandma. "Sun, soil and water."

The sun came out every day. It was hot and dry. The soil turned hard and pale.

"We have no rain," said Aiyana. "How will the beans drink?"

Grandma took her to a big green barrel by the shed. "When it rained last month, the water ran off the roof into this barrel. We saved it for a dry day."

Aiyana filled her watering can from the tap at the bottom. She gave each seed a long drink. She did this every morning.

One day, she saw tiny green loops poking up from the soil.

"Grandma! The beans woke up!"

The plants grew taller and curled around the fence. Soon there were long green beans hanging down.

Then one evening, dark clouds rolled in. Drip, drop, drip. Aiyana ran outside and held up her face.

"Thank you, rain," she said. "Please fill our barrel again."`,
  },
  {
    id: 'zara-and-the-big-kick',
    title: 'Zara and the Big Kick',
    ageBand: '6-8',
    tags: ['sport', 'friendship', 'teamwork'],
    content: `Zara loved football more than ice cream. On Saturday her team, the Green Frogs, played the Red Foxes.

"Score lots of goals, Zara!" called her brother Sam from the side.

The Foxes were quick. By half time, the score was one goal each.

Then Zara got the ball. She ran past one Fox, then two. The goal was right in front of her. She kicked as hard as she could.

The ball flew high over the net.

"Oh no," groaned Zara. Her cheeks went hot.

"Never mind," said Coach Ali. "Keep your head up. Look for your team."

Near the end, Zara had the ball again. Two Foxes ran at her. This time she did not shoot. She saw her friend Tom, all alone by the post. She passed the ball to him.

Tom tapped it into the goal!

The Frogs won, two goals to one. Tom ran to give Zara a big hug.

"That was the best pass ever," he said.

Zara grinned. A good pass, she decided, felt just as good as a goal.`,
  },
];
