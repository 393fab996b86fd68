/** Starter stories for ages 12-14: 400-700 words, varied sentences, subject vocabulary in context. */
import type { SeedStory } from './seed-story';

export const BAND_12_14_STORIES: SeedStory[] = [
  {
    id: 'aroha-and-the-river-alarm',
    title: 'Aroha and the River Alarm',
    ageBand: '12-14',
    tags: ['science', 'community', 'weather'],
    content: `The river that ran past Aroha's grandmother's village was usually lazy and brown, the kind of river you could wade across in summer. But twice in the last five years it had burst its banks at night, and the second time, the water had reached the windows of Nana Mere's kitchen before anyone woke up.

"If we'd had even twenty minutes' warning," Nana said, "we could have moved the photographs upstairs."

Aroha thought about that sentence for weeks. She was thirteen, and the only thing she knew about floods was what she had read. But she did know about electronics. Her coding club had a box of spare parts, including a cheap microcontroller and an ultrasonic distance sensor, the kind that measures distance by sending out a pulse of sound and timing its echo.

"If I mount the sensor on the bridge, pointing down at the water," she explained to her friend Theo, "it can measure how far away the surface is. When the distance shrinks, the river is rising."

"And then what?" Theo asked. "It just knows?"

"Then it sends a text message to everyone on a list."

Building it was harder than explaining it. The first version gave wildly wrong readings whenever it rained, because raindrops were bouncing the sound back early. Aroha fixed that by averaging twenty readings and ignoring any that jumped too suddenly. The second version died after three days, because the battery drained overnight. She added a small solar panel and programmed the device to sleep between measurements.

Then she had to persuade the local council. A councillor named Mr Grant listened politely to her presentation and then frowned.

"The regional authority already monitors the river," he said. "Their gauge is forty kilometres downstream."

"That's the problem," Aroha replied, trying to keep her voice steady. "By the time the water reaches their gauge, it has already passed us."

Mr Grant paused. Then, to her surprise, he nodded. "Fair point. You can install it as a trial, as long as it doesn't interfere with the bridge."

For two months, nothing happened except a steady stream of numbers. Theo teased her that she had built the most expensive ruler in the country.

Then, one night in late autumn, heavy rain fell in the hills for six hours straight. At 2:14 a.m., Aroha's phone buzzed on her bedside table. RIVER LEVEL WARNING: water 1.2 metres below bridge and rising fast.

She rang Nana Mere, who woke the neighbours. By the time the river spilled over the road at half past three, cars had been moved to higher ground and the photographs were safely upstairs. Nobody was hurt.

A week later, the council voted to install three more sensors along the river, and they asked Aroha to help design them.

"Not bad for a ruler," Theo admitted.`,
  },
  {
    id: 'the-forgery-at-ashbury-museum',
    title: 'The Forgery at Ashbury Museum',
    ageBand: '12-14',
    tags: ['mystery', 'art', 'history'],
    content: `Mei and Felix had visited Ashbury Museum so many times on school trips that they could have given the tour themselves. That was exactly why Mei noticed something was wrong with the painting.

It was called The Harvest Moon, painted in 1889 by an artist named Eliza Thorne. It showed a field of wheat under an enormous orange moon, with a small figure walking along a path. Mei had sketched it twice for art class.

"The woman on the path," she whispered to Felix. "She used to be carrying a basket. Now she isn't."

Felix squinted. "Are you sure? Maybe you're remembering it wrong."

Mei pulled out her phone and scrolled back through her photos until she found one from last spring. She zoomed in. The basket was clearly there, a tiny woven shape on the woman's arm.

They compared the photograph with the painting in front of them. Apart from the missing basket, everything looked identical. Almost too identical.

"Why would someone repaint a basket out of a picture?" Felix asked.

"They wouldn't," Mei said slowly. "Unless somebody copied the whole painting and forgot the basket because it was so small."

A forgery. The word made Felix's skin prickle.

They found the museum's curator, Dr Adeyemi, in her office. She listened carefully, looked at Mei's photograph, and then grew very quiet.

"Three weeks ago, The Harvest Moon was sent away to be cleaned," she said. "It came back last Tuesday." She picked up her phone. "I need to make some calls."

The next day, Dr Adeyemi invited them back to watch the museum's conservator examine the painting under ultraviolet light. Under the strange purple glow, old varnish usually shines with a greenish haze. This painting glowed flat and bright.

"This varnish is modern," the conservator said. "Months old, not a hundred years."

Then he tested a tiny speck of white paint from the moon. It contained titanium white, a pigment that was not manufactured until the 1920s. Eliza Thorne could not possibly have used it.

The police traced the painting's journey. The cleaning company had employed a temporary assistant who had secretly photographed the original, painted a copy, and swapped them. The real painting was found wrapped in a blanket in a storage unit two towns away, waiting to be sold abroad.

When The Harvest Moon returned to its place on the wall, a new label had been added beneath it. It thanked two young visitors "whose careful observation protected this painting for future generations."

Felix read it three times. "You know what this means," he said.

"What?"

"We're going to have to keep coming on these school trips forever."

Mei laughed, and looked again at the tiny basket on the woman's arm, exactly where it belonged.`,
  },
  {
    id: 'samira-and-the-penalty-spot',
    title: 'Samira and the Penalty Spot',
    ageBand: '12-14',
    tags: ['sport', 'feelings', 'courage'],
    content: `Samira was the best goalkeeper in the under-14 league, and she hated penalties.

In open play she was fearless. She dived at strikers' feet, punched crosses away and shouted instructions until her voice was hoarse. But a penalty was different. A penalty was just her, a ball, and twelve yards of silence. Her hands would start to shake, her mind would fill with every mistake she had ever made, and she would guess wrong.

This season, her team, Riverside Rovers, had lost two cup matches on penalties. After the second one, Samira sat in the changing room with her gloves still on.

"It's my fault," she said flatly.

Her coach, Mrs Lindqvist, sat down opposite her. "Tell me what happens in your head before a penalty."

Samira hesitated. "I think about losing. I think about everyone watching. My heart goes so fast I can't think at all."

"That's your body trying to protect you," said Mrs Lindqvist. "It thinks you're in danger, so it floods you with adrenaline. Adrenaline is great for running from a bear. It's terrible for making a calm decision."

"So how do I switch it off?"

"You don't switch it off. You give it something else to do."

For the next few weeks, Mrs Lindqvist taught her a routine. Before each practice penalty, Samira had to walk to the back of the goal, touch the net with both hands, and breathe in slowly for four counts and out for six. The long breath out, the coach explained, tells the nervous system that you are safe.

Then she had to watch the taker, not the ball. Where were their hips pointing? Which foot was planted? Did they glance at one corner before the run-up? Samira started keeping notes in a small notebook about every player in the league.

At first it felt ridiculous. Her teammate Grace laughed at her "goalkeeper yoga". But slowly, the routine became automatic, and the shaking in her hands began to fade.

The cup final against Northgate ended 2-2. Penalties again.

As she walked to the goal, Samira felt the familiar panic rising. The crowd noise pressed in from every side. Then she reached back and touched the net. In for four. Out for six.

The first Northgate player placed his standing foot pointing left. Samira dived left and pushed the ball round the post. She saved the fourth penalty too, after noticing the taker glance at the top corner twice.

Riverside won 4-2 in the shootout. Her teammates mobbed her, and Grace hugged her so hard she nearly fell over.

"Goalkeeper yoga," Grace said, grinning. "Can you teach me?"

Samira laughed. Her heart was still racing, but this time, she realised, it was racing with joy.`,
  },
  {
    id: 'the-orchard-on-the-old-map',
    title: 'The Orchard on the Old Map',
    ageBand: '12-14',
    tags: ['history', 'adventure', 'nature', 'family'],
    content: `Oskar found the map inside a biscuit tin in his grandmother's attic. It was hand-drawn in faded blue ink, showing a river, a church, a long road and, marked with a careful cross, a cluster of tiny trees labelled Sad Kollar.

"What does that mean?" Oskar asked, carrying the map downstairs.

His grandmother, Babcia Irena, put on her glasses. For a long moment she said nothing. Then her eyes filled with tears.

"It means Kollar's Orchard," she said quietly. "My father drew this. I haven't seen it for seventy years."

Over cups of strong tea, she told him the story. When she was a little girl, her family had lived in a village in the east of Poland. Her father looked after an orchard of rare apple trees, a variety called the Winter Gold that grew nowhere else. During the war, soldiers came through the region, and the family fled with only what they could carry. Her father had taken a handful of seeds and this map.

"He always said he'd go back," Babcia said. "But he never could. The border moved, and then he was too old."

Oskar looked at the map again. "Maybe the trees are still there."

His grandmother laughed sadly. "Apple trees don't live forever, kochanie."

But Oskar couldn't stop thinking about it. That evening, he compared the old map with satellite images online. The river still curved in the same place. The church still stood at the crossroads. And just where the cross was drawn, there was a dark green patch that might have been trees.

He showed his mother, who showed his uncle, who had a friend in a nearby town. Six months later, in early autumn, Oskar and his grandmother stood at the edge of a neglected field in a country she had not seen since she was seven years old.

The orchard was wild and overgrown. Most of the old trees had collapsed, their trunks hollow and covered in moss. But at the far end, three gnarled survivors still stood, and their branches were heavy with small, golden apples speckled with red.

Babcia Irena reached up and picked one. She turned it over in her wrinkled hands, then took a bite. She closed her eyes.

"Winter Gold," she whispered. "It tastes exactly the same."

A local farmer, curious about the visitors, came over to talk. When Oskar's uncle translated the story, the farmer's expression changed. He explained that people in the village had always wondered about these trees, because their apples lasted through the whole winter without rotting.

Before they left, a fruit expert from a nearby university took cuttings from the three trees so the variety could be grafted and saved. One year later, a small parcel arrived at Babcia Irena's house. Inside was a young tree, no taller than Oskar's knee.

They planted it together in her back garden, and Oskar pinned the old map to the shed wall beside it.`,
  },
  {
    id: 'the-stowaway-on-deck-seven',
    title: 'The Stowaway on Deck Seven',
    ageBand: '12-14',
    tags: ['science fiction', 'humour', 'space'],
    content: `The research ship Perseverance had been travelling towards Mars for ninety-two days when Leilani first noticed that her breakfast was disappearing.

It began with a missing oat bar. Then a pouch of dried mango. Then, most suspiciously, an entire tube of peanut butter vanished from the galley on Deck Seven.

Leilani was twelve, the youngest of the four children travelling with their scientist parents, and she was extremely bored. A mystery was exactly what she needed.

"Someone on this ship is a thief," she announced at dinner.

Her friend Dev, who was eleven and took everything literally, looked alarmed. "There are only twenty-six people on board. We'd know."

"Unless," said Leilani dramatically, "there's a twenty-seventh."

The adults laughed. The ship's engineer, Commander Osei, said it was probably a fault in the food inventory system. But that night, Leilani and Dev hid behind the water recycler on Deck Seven with a tablet set to record.

At 3 a.m., a soft whirring sound drifted along the corridor. A small, boxy robot, no bigger than a shoebox, rolled into the galley. It extended a jointed arm, opened a cupboard with great care, and removed a packet of crackers.

Dev nearly shrieked. Leilani clamped a hand over his mouth.

The robot carried its prize into an air vent. The two children followed it, crawling on their elbows, until the vent opened into a forgotten storage bay. There, beside a neat pile of stolen snacks, sat three identical boxes with solar cells and dented antennas.

"They're the old soil sampling robots," Leilani whispered. "The ones that were replaced before launch. I thought they were switched off."

In the morning, Commander Osei examined the robots and scratched his head. "They were switched off. But the power surge during the solar storm last month must have rebooted them in training mode."

"Training mode?" asked Dev.

"Before launch, we trained them to collect samples and store them safely in a dark, dry place. They've simply been doing their job. Unfortunately, they seem to have decided that your breakfast counts as a sample."

Leilani burst out laughing. "So they're not thieves. They're scientists."

Commander Osei smiled. "Very dedicated ones."

Instead of dismantling the robots, he let Leilani and Dev reprogram them under his supervision. It took a week of careful coding and several failed tests, including one in which a robot tried to collect Dev's sock. Eventually, the little machines learned to collect something far more useful: the dust that clogged the ship's air filters.

By the time the Perseverance reached orbit around Mars, Deck Seven had the cleanest air on the ship, and Leilani had written a report titled An Unexpected Crew.

The peanut butter, sadly, was never recovered.`,
  },
  {
    id: 'two-sides-of-the-debate',
    title: 'Two Sides of the Debate',
    ageBand: '12-14',
    tags: ['friendship', 'school', 'ethics'],
    content: `Chidi and Rosa had been best friends since they were five. They had survived a broken arm, two house moves and a disastrous attempt to bake a cake for Rosa's mum's birthday. But nothing had prepared them for the school debating competition.

The motion was: This house believes that zoos should be closed. Mr Fairweather drew names from a hat to assign the sides. Chidi was told to argue for closing zoos. Rosa was told to argue against.

"That's fine," said Rosa at lunch. "It's just a game."

But it didn't feel like a game. Rosa loved zoos. Her aunt worked at one, caring for red pandas, and Rosa had spent whole summers helping her. Chidi, meanwhile, had recently watched a documentary about captive elephants pacing in small enclosures, and he had been genuinely upset by it.

As they researched, both of them became more certain they were right. Chidi gathered evidence about animals showing signs of stress, such as repetitive pacing and head swaying. Rosa gathered evidence about breeding programmes that had saved species like the Arabian oryx and the California condor from extinction.

By the week of the debate, they had stopped sitting together at lunch.

"You don't even care about the animals," Rosa snapped when Chidi mentioned his research. "You just want to win."

"And you just want to defend your aunt," Chidi shot back.

The words hung in the air. Rosa walked away.

On the night of the debate, the hall was full. Chidi spoke first. He described the pacing elephants, and argued that no amount of education justified keeping intelligent animals in spaces a fraction of their natural range. The audience murmured in agreement.

Then Rosa stood up. Her hands were trembling. She talked about the red pandas her aunt cared for, about how many wild habitats were being destroyed, and about zoo scientists who studied diseases threatening animals in the wild.

Then, unexpectedly, she added something that wasn't in her notes.

"My opponent is right about one thing," she said, glancing at Chidi. "Some zoos are cruel, and those should close. The question isn't whether all zoos are good or bad. It's what a good zoo must do to deserve to exist."

There was a pause, and then loud applause.

Rosa's team won by a narrow margin. Afterwards, Chidi found her outside, sitting on the steps.

"That last part wasn't in your speech," he said.

"I know. I was listening to you," she replied. "You made me think about it differently."

Chidi sat down beside her. "You made me think about the condors. I didn't know about them."

They were quiet for a moment.

"I'm sorry about what I said," Rosa said.

"Me too."

The following Saturday, Rosa took Chidi to meet her aunt and the red pandas. He asked so many questions that her aunt offered him a volunteer place for the summer.`,
  },
  {
    id: 'the-wolves-of-the-winter-valley',
    title: 'The Wolves of the Winter Valley',
    ageBand: '12-14',
    tags: ['animals', 'nature', 'science'],
    content: `Finn's mother was a wildlife biologist, which sounded exciting until you realised it mostly meant getting up before dawn and standing in freezing snow for hours.

"Why can't I stay at the cabin?" Finn complained on the first morning of the winter holidays.

"Because," said his mother, handing him a flask of hot chocolate, "today we find out whether the wolves have come back."

Wolves had vanished from the valley more than eighty years earlier, hunted until none were left. Last spring, a young female had been spotted crossing the mountains from the national park on the other side. Finn's mother had placed twelve motion-activated cameras along the valley to find out if she had stayed.

They travelled on snowshoes, following a map of the camera locations. At each one, Finn's job was to swap the memory card and check the batteries. The first four cameras had recorded nothing but deer, a curious fox and a great deal of falling snow.

At the fifth camera, beside a frozen stream, Finn noticed tracks in the fresh snow. They were large and four-toed, arranged in an almost perfectly straight line.

"Dogs wander about," his mother said, crouching beside them. "Wolves travel efficiently. They place their back feet exactly where their front feet landed, to save energy in deep snow."

Back at the cabin, they loaded the memory cards onto a laptop. Finn clicked through hundreds of images until one made him sit up straight. A grey shape moved through the trees at dusk. Then another. Then a third, smaller and clumsier, tumbling in the snow.

"Three," Finn breathed. "She's had pups."

His mother leaned so close to the screen that her nose nearly touched it. For a moment, she didn't speak. Then she laughed, a loud, astonished laugh.

"The first wolf pack in this valley for eighty years," she said. "Finn, you've just seen history."

Not everyone was delighted. At a meeting in the village hall, a sheep farmer named Mr Aldous stood up, his arms folded. "I've nothing against wolves in a park," he said. "But I can't afford to lose my flock."

Finn expected his mother to argue. Instead, she nodded. "That's a reasonable fear. Let's talk about how to prevent it."

She explained that in other countries, farmers used guard dogs, electric fencing and night enclosures to protect livestock, and that there were government funds to pay for them. She also explained something Finn hadn't known. Since wolves had returned to parts of Europe and America, deer numbers had become more balanced, young trees had recovered along riverbanks, and even some songbirds had increased.

"It's called a trophic cascade," she said. "When a top predator returns, the effects ripple down through the whole ecosystem."

Mr Aldous didn't look entirely convinced, but he agreed to try a guard dog.

On the last day of the holidays, Finn checked the cameras one final time. The newest image showed the three wolves standing on a ridge above the valley, silhouetted against a pink winter sky. Finn printed it out and gave it to Mr Aldous.

"Know your neighbours," he said.`,
  },
];
