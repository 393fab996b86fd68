/** Starter stories for ages 9-11: 200-400 words, longer sentences, some harder words in context. */
import type { SeedStory } from './seed-story';

export const BAND_9_11_STORIES: SeedStory[] = [
  {
    id: 'the-silent-frogs-of-willow-creek',
    title: 'The Silent Frogs of Willow Creek',
    ageBand: '9-11',
    tags: ['mystery', 'nature', 'friendship'],
    content: `Every spring, the frogs of Willow Creek sang so loudly that Noor could hear them from her bedroom window. This year, the creek was silent.

"Something is wrong," Noor told her best friend Diego on the walk home from school. "Frogs don't just stop singing."

"Maybe they moved house," Diego joked. But he looked worried too.

On Saturday, the two friends decided to investigate. They packed a notebook, a magnifying glass and Diego's old phone for taking photos. They started at the wooden bridge and followed the creek upstream.

The water near the bridge was low and murky. A few tadpoles wriggled in a shrinking puddle, but there were no adult frogs anywhere.

"The creek is usually much deeper," said Noor, writing it down. "So where has the water gone?"

They walked for twenty minutes, climbing over roots and mossy stones. Then Diego stopped and pointed.

"Look at that!"

A huge tangle of plastic bags, bottles and a broken shopping trolley was jammed between two rocks. Behind it, the water had formed a wide, still pond. Very little was trickling past the blockage.

"It's a dam made of rubbish," Noor said slowly. "The frogs need shallow, moving water to lay their eggs. This has ruined their home."

They took photos and counted every piece of litter they could see. There were forty-three.

On Monday, they showed their evidence to their teacher, Ms Okafor. She was so impressed that she organised a clean-up day. Twenty students, three parents and a park ranger arrived with gloves and sacks.

It took all morning, but at last the trolley came free with a great gurgle. The water rushed downstream again.

Two weeks later, Noor opened her window at bedtime. A single frog croaked, then another, then a whole chorus.

She grinned and sent Diego a message: "Case closed."`,
  },
  {
    id: 'ravi-and-the-wobbling-robot',
    title: 'Ravi and the Wobbling Robot',
    ageBand: '9-11',
    tags: ['science', 'humour', 'family'],
    content: `Ravi had spent three weeks building a robot for the school science fair. It was made from a shoebox, four wheels, a battery pack and a small motor he had rescued from an old toy. He named it Bolt.

Bolt was supposed to roll forward, spin in a circle and wave its arm. Instead, it shuddered, wobbled to the left and tipped over.

"It's hopeless," Ravi groaned, flopping onto the carpet. "The fair is tomorrow."

His older sister Ananya put down her book. "Let's test it properly," she said. "Engineers don't give up. They find out what's wrong, one piece at a time."

First they checked the battery. It was fully charged. Next they checked the wires. They were all connected. Then Ananya turned Bolt upside down and spun each wheel with her finger.

"Found it," she said. "This back wheel is loose. It wobbles because it isn't attached firmly to the axle."

Ravi stared. "That tiny thing made the whole robot fall over?"

"A small fault can cause a big problem," said Ananya. "That's why we test."

They tightened the wheel with a drop of glue and a small washer. Ravi pressed the switch. Bolt rolled forward in a perfectly straight line, spun round, and waved its cardboard arm.

"It works!" Ravi shouted.

At the science fair the next day, a crowd gathered around Ravi's table. Just as the head teacher arrived, Bolt's arm came loose and started flapping wildly as it spun.

Everyone burst out laughing. Ravi's face went red, but then he had an idea.

"This," he announced, "is Bolt's special wobble dance."

The head teacher clapped. "Brilliant. Can it do an encore?"

Ravi did not win first prize. But he won the prize for the Most Entertaining Invention, and he wrote one word at the top of his new notebook: TEST.`,
  },
  {
    id: 'the-owls-in-the-old-barn',
    title: 'The Owls in the Old Barn',
    ageBand: '9-11',
    tags: ['animals', 'nature', 'family'],
    content: `Esi's grandfather had a farm with a crooked old barn that nobody used any more. Every summer, Esi stayed with him for two weeks.

"Can we finally knock down that barn?" Esi's cousin Kwame asked at dinner. "It's falling apart."

Grandpa Kojo shook his head. "Not yet. Some very important guests live there."

That night, when the sky was nearly dark, he led the two children to the barn with a torch covered in red paper.

"Why red?" Esi whispered.

"Owls don't mind red light as much as white," Grandpa explained. "We don't want to disturb them."

They crept inside and sat on a hay bale. High in the rafters was a wooden box with a round hole. A pale, heart-shaped face appeared in the hole, and Esi gasped.

"A barn owl," breathed Grandpa. "She has three owlets in there."

The owl spread her wide white wings and glided out of the barn without a sound.

"How can something so big be so quiet?" Kwame asked.

"Her feathers have soft, fringed edges that muffle the air," said Grandpa. "Mice can't hear her coming."

The next morning, Esi found some small grey lumps on the barn floor.

"Those are owl pellets," said Grandpa. "Owls swallow mice whole, and cough up the bones and fur they can't digest."

With gloves and tweezers, Esi and Kwame carefully pulled one apart. Inside they found tiny skulls and bones no bigger than grains of rice. They counted the bones of four different mice.

"One owl family can eat thousands of mice every year," said Grandpa. "That protects my grain. So you see, this barn is much more useful than it looks."

Kwame looked up at the nest box. "Okay," he admitted. "The barn stays."`,
  },
  {
    id: 'the-last-leg-of-the-relay',
    title: 'The Last Leg of the Relay',
    ageBand: '9-11',
    tags: ['sport', 'teamwork', 'courage'],
    content: `Tomas was the fastest runner in Year Six, so Coach Brennan chose him to run the last leg of the relay at the district sports day.

"The last runner is called the anchor," she said. "You bring the team home."

Tomas practised every day. But he never practised the handover. Why would he need to? He was fast.

On sports day, the stands were packed. The starting gun cracked, and Lily flew off the line for the first leg. She handed the baton to Jamal, who handed it to Yuki. Their team was in second place.

Yuki sprinted towards Tomas, holding out the baton. Tomas was so eager that he started running too early. He reached back, grabbed at the baton, and missed.

It clattered onto the track.

The crowd groaned. Tomas's heart sank to his shoes. He scrambled back, picked it up and ran as hard as he could, but his team finished fifth out of six.

Afterwards, he sat alone by the fence. "I let everyone down," he muttered.

Yuki sat beside him. "You didn't drop it on your own," she said. "I should have called out 'stick' like we were told. We never practised together."

Coach Brennan joined them. "Speed isn't enough in a relay. It's a team event, and the handover is where races are won or lost."

For the next month, the four of them practised handovers every lunchtime. They marked a check mark on the track so Tomas knew exactly when to start running. Yuki called "stick!" every single time.

At the county finals, the baton passed from hand to hand as smoothly as water. Tomas felt it land firmly in his palm, and he was off.

They didn't win. They came second, by the width of a shoelace. But as the four of them stood together on the podium, Tomas realised he had never been prouder of a race.`,
  },
  {
    id: 'the-letter-behind-the-wallpaper',
    title: 'The Letter Behind the Wallpaper',
    ageBand: '9-11',
    tags: ['history', 'mystery', 'family'],
    content: `When Lena's family moved into the tall old house on Harbour Street, the first job was stripping the faded wallpaper in her new bedroom.

Lena was scraping near the window when something crackled behind the paper. She peeled back a strip and found a yellowed envelope stuck to the plaster.

"Mum! Dad! Come quickly!"

The envelope was addressed in neat, curly handwriting: To whoever lives in my room in the future. Inside was a letter dated the 4th of June, 1921.

Lena read it aloud. "My name is Clara Webb and I am ten years old. My father is a fisherman. Today the new electric lights were switched on in our street and everybody came outside to cheer. I wonder if you have even better inventions. Do children still fly kites on the harbour wall? Please write back and hide your letter in the wall too."

"That's over a hundred years ago," said Dad in amazement.

Lena was curious. Who was Clara? What happened to her? The next day, she visited the town museum with her mum. The museum keeper, Mr Hassan, searched through old records.

"Here she is," he said at last, tapping a dusty book. "Clara Webb. She became the first woman to captain a lifeboat in this harbour. She rescued eleven sailors during a terrible storm in 1947."

Lena's mouth fell open. The girl who had lived in her room had grown up to be a hero.

That evening, Lena sat at her desk and wrote her own letter. She described tablets, video calls and electric cars. She told Clara about her own adventure at the museum. And she added one more line: "Yes, children still fly kites on the harbour wall. I flew one yesterday."

Before the new wallpaper went up, Lena hid her envelope in the wall, right next to Clara's.`,
  },
  {
    id: 'ember-the-dragon-who-feared-the-dark',
    title: 'Ember, the Dragon Who Feared the Dark',
    ageBand: '9-11',
    tags: ['fantasy', 'friendship', 'feelings'],
    content: `High in the Crimson Mountains lived a young dragon called Ember. She could breathe fire, fly through thunderstorms and crack boulders with her tail. But she had a secret. Ember was terrified of the dark.

Every night, while the other dragons slept soundly in their caves, Ember kept a small flame flickering on the tip of her nose. It made her very tired, and it made her very grumpy.

One evening, a girl named Juniper climbed up the mountain path looking for her lost goat. She nearly walked straight into Ember's glowing nose.

"Please don't eat me!" Juniper squeaked.

"I don't eat people," said Ember crossly. "I eat roasted pumpkins. Why are you out in the dark? Aren't you frightened?"

Juniper thought about it. "I used to be. Then my grandmother taught me to look for things that glow. Come and see."

Reluctantly, Ember let her flame go out. The darkness rushed in, and her scales prickled with fear.

"Wait," whispered Juniper. "Let your eyes get used to it."

Slowly, the world reappeared. Thousands of stars spread across the sky. Tiny fireflies drifted over the grass like floating sparks. Far below, the windows of the village shone gold.

"The dark isn't empty," Ember said in wonder. "It's full of little lights."

"Exactly," said Juniper. "You just can't see them when your own light is too bright."

Just then, they heard a bleat. Juniper's goat was standing on a ledge, shining white in the moonlight.

Ember swooped down, scooped up the goat and carried both of them safely to the village.

From then on, Ember slept with her flame out. And whenever Juniper wanted to watch the stars, she knew exactly which mountain to climb.`,
  },
  {
    id: 'snowbound-on-the-school-trip',
    title: 'Snowbound on the School Trip',
    ageBand: '9-11',
    tags: ['adventure', 'friendship', 'weather'],
    content: `The Year Five trip to the mountain observatory was supposed to last one day. Nobody expected the blizzard.

By three o'clock, thick snow was swirling past the windows, and the road down the mountain had disappeared under white drifts. The bus driver, Mr Petrov, shook his head.

"We can't drive in this," he said. "We'll have to stay here until the snowplough arrives tomorrow morning."

Some of the children cheered. Others looked anxious. Jin, who had never spent a night away from home, felt his stomach twist.

"Where will we sleep?" he asked his friend Amara.

"Who cares?" Amara said, her eyes shining. "We're stuck in an observatory. There's a giant telescope upstairs!"

The astronomer, Dr Castillo, gathered everyone in the main hall. "The power might fail in a storm like this, so we need a plan," she said. "Who can help?"

Jin put up his hand before he could change his mind. Dr Castillo gave him and Amara a job: collecting every torch and spare battery in the building.

They searched cupboards and drawers and found eleven torches. Jin tested each one and sorted the batteries into neat piles. Just as he finished, the lights flickered and went out.

For a moment, there were screams. Then Jin switched on a torch, and Amara handed them round. Soon the hall was full of friendly beams of light.

"Excellent preparation," said Dr Castillo. "Now, would anyone like to see something special?"

Around midnight, the clouds cleared. Dr Castillo led them up to the dome, and one by one they looked through the telescope. Jin saw the rings of Saturn, tiny and perfect, like a toy hanging in the blackness.

"I'm glad we got stuck," he whispered.

In the morning, the snowplough rumbled up the road. Jin was almost disappointed to go home.`,
  },
];
