/** Starter stories for ages 15-18: 600-1200 words, complex sentences, mature themes. */
import type { SeedStory } from './seed-story';

export const BAND_15_18_STORIES: SeedStory[] = [
  {
    id: 'the-messenger-of-hut-eleven',
    title: 'The Messenger of Hut Eleven',
    ageBand: '15-18',
    tags: ['history', 'mystery', 'courage'],
    content: `In the winter of 1943, Margaret Ellery was sixteen years old and officially employed as a messenger. Unofficially, she was the only person at the country house who walked in and out of every hut on the estate, and therefore the only person who saw all the pieces of the puzzle.

She had signed a document on her first day promising never to reveal what happened there. The men in uniform had been very serious about it, and she had been very serious in return, even though nobody ever told her what the secret actually was. Her job was simple: collect sealed envelopes from one wooden hut and deliver them to another, quickly, and without reading them.

She never read them. But she did notice things.

She noticed that the women in Hut Eleven, who operated enormous clattering machines, became tense and silent on certain mornings and relaxed on others. She noticed that the relaxed mornings came after the envelopes she collected from Hut Six were thin, and the tense mornings came after they were thick. And she noticed that a particular officer, Lieutenant Hale, always appeared in Hut Six exactly twenty minutes before the thick envelopes were ready.

"You look as though you're doing sums in your head," said Dorothy, one of the machine operators, as Margaret waited by the door one morning.

"Only counting," Margaret replied. "I like patterns."

Dorothy gave her a long, thoughtful look. "So do we."

The pattern that troubled Margaret began in February. Lieutenant Hale started arriving earlier, sometimes forty minutes before the envelopes were ready. He lingered by the filing cabinets. Twice, she saw him copying something into a small notebook that he then slipped into his boot rather than his pocket.

It was probably nothing, she told herself. Officers wrote things down constantly. But the boot bothered her. Nobody kept an innocent notebook in their boot.

For a week, she argued with herself. If she was wrong, she would embarrass an officer, and a messenger girl who made accusations might easily find herself sent home. If she was right, and she said nothing, she could not bear to imagine the consequences.

Finally, she asked Dorothy for advice, choosing her words carefully so as not to reveal anything she had seen inside Hut Six.

Dorothy listened without interrupting. Then she said, "There's a woman in the main house called Mrs Brandt. She deals with security. Tell her exactly what you saw, and nothing you guessed. Facts, not theories."

Mrs Brandt turned out to be small, grey-haired and unexpectedly terrifying. She wrote down every word Margaret said, asked her to repeat the times, and then dismissed her without any indication of whether she believed her.

For ten days, nothing happened. Margaret delivered envelopes and tried not to look at Lieutenant Hale. She slept badly.

On the eleventh day, Hale did not appear in Hut Six. Nor on the twelfth. On the thirteenth, a rumour spread along the paths that he had been transferred to a posting in Scotland. Nobody seemed to know why, and the people who might have known were not saying.

Years later, long after the war had ended, Margaret learned the truth. The estate was called Bletchley Park, and the machines in Hut Eleven had been used to break the codes of enemy communications. Hale had been passing details of the codebreakers' methods to a contact in London who was selling them abroad. Her careful notes on his timings had helped the security service confirm what they already suspected and catch the contact as well.

She learned all this in 1974, when the secret was finally made public, and a historian came to interview her.

"You must have been very brave," he said, "to report an officer at sixteen."

Margaret, who was by then a mathematics teacher with grey hair of her own, considered the question seriously.

"I don't think I was brave," she said at last. "I was frightened for a whole week. But I'd been given a job that let me see what no one else could see. It seemed wrong to pretend I hadn't."

The historian wrote that down. Then he asked what had happened to the notebook.

"I never saw it again," Margaret said, smiling slightly. "But I still keep mine in my pocket."`,
  },
  {
    id: 'the-algorithm-that-marked-us-down',
    title: 'The Algorithm That Marked Us Down',
    ageBand: '15-18',
    tags: ['technology', 'ethics', 'school'],
    content: `The first sign that something was wrong was Karim's English essay.

Ines had read it over his shoulder in the library, and it was genuinely good: a sharp, original argument about why the monster in Frankenstein was more human than his creator. So when the school's new automated marking system gave it a 52, and flagged it as "possibly generated by artificial intelligence", she assumed it was a glitch.

"It's not a glitch," Karim said, staring at the screen. "This is the third time."

Karim had moved from Lebanon four years earlier. His English was fluent, but he had learned much of it from books, and his writing had a formal, slightly old-fashioned rhythm. Ines had always liked it. The software, apparently, did not.

"Have you complained?" she asked.

"To whom? Mr Palmer says the system is ninety-eight per cent accurate. That's what the company told the school."

That evening, Ines couldn't stop thinking about that number. Ninety-eight per cent accurate at what, exactly? And for whom?

She was in the computing club, and she knew that systems like this usually worked by measuring how predictable a piece of writing was. Text produced by a language model tends to use the most statistically likely words in the most likely order. So the software looked for writing that was unusually smooth, regular and predictable, and treated it as suspicious.

The problem, she suspected, was that careful writing by someone using a second language could also look smooth and regular. Writers who had learned grammar deliberately, rather than absorbing slang, might avoid the odd, messy phrases that the software associated with a human hand.

Suspecting it was not enough. She needed evidence.

Over the next two weeks, with the permission of her computing teacher, Ms Oyelaran, Ines collected anonymous essays from forty volunteer students, all written by hand in class so there was no doubt they were human. Half came from students who spoke English as their first language. Half came from students who had learned it later.

She typed every essay up exactly as written and ran them all through the marking system's detection feature.

The results made her feel slightly sick. Of the twenty essays by native speakers, one was flagged as possibly machine-generated. Of the twenty by students who had learned English as an additional language, eleven were flagged.

"Eleven out of twenty," Ms Oyelaran repeated quietly, looking at the spreadsheet. "Over half."

"It's not ninety-eight per cent accurate for them," Ines said. "It's barely better than flipping a coin."

Ms Oyelaran was careful. She pointed out that forty essays was a small sample, and that a fair study would need more data and some way of checking the results independently. But she agreed the pattern was too strong to ignore, and she helped Ines write a short report for the head teacher, Dr Whitlock.

Ines expected to be dismissed. Adults, in her experience, did not enjoy being told by a sixteen-year-old that an expensive purchase was flawed. Instead, Dr Whitlock read the report twice, asked several sharp questions about her method, and then asked Karim and two other students to speak to the school's governors.

Karim was nervous. "What if they think I'm just making excuses for bad marks?"

"Then show them the essay," Ines said. "It speaks for itself."

At the governors' meeting, Karim read the opening paragraph of his Frankenstein essay aloud. When he finished, there was a short silence. Then one of the governors, an elderly retired judge, said simply, "A machine thought that was written by a machine?"

The school suspended the detection feature the following week. Every flagged essay from that term was remarked by teachers, and Karim's went up to a 78. Dr Whitlock also wrote to the software company, attaching Ines's report, and to the local education authority, which was considering buying the same system for every school in the region.

The company's reply was polite and vague. It promised to "review its training data for potential bias".

Ines was not satisfied, but Ms Oyelaran told her that this was how these things usually went. "Change is slow," she said. "But you've made sure a few hundred students won't be accused of cheating because of the way they learned a language. That's not nothing."

Months later, Ines submitted a longer version of her study to a national science competition. She called it Predictable Is Not the Same as Artificial. It came third.

Karim came to the awards evening and sat in the front row.

"You know what's funny?" he said afterwards. "I wrote that essay about a creature everyone judged by how he looked instead of what he did."

Ines laughed. "Maybe you should have sent it to the software company."`,
  },
  {
    id: 'the-tether',
    title: 'The Tether',
    ageBand: '15-18',
    tags: ['sport', 'friendship', 'disability'],
    content: `The tether was a loop of soft cord, about thirty centimetres long, and for eight weeks it was the most important object in Yara's life.

One end went around her left hand. The other went around Tobias's right hand. Between them, it carried everything: when to turn, when to slow down, when a kerb or a pothole or a wandering dog was coming. Tobias had been blind since birth, and he had run his first half-marathon the year before with a professional guide. This year, that guide had moved abroad, and Tobias had asked Yara.

"You're the only person I know who runs faster than me," he'd said. "And the only person who won't talk nonstop for twenty-one kilometres."

Yara had said yes before she had understood what she was agreeing to.

Guiding, it turned out, was not the same as running. In their first practice session in the park, she called out "step up" a fraction too late, and Tobias stumbled on the edge of the path. She apologised so many times that he eventually stopped and laughed.

"Yara. I trip over things all the time. It's fine. What's not fine is if you stop telling me what's coming because you're scared of getting it wrong."

So she learned. She learned to give instructions early and in the same words every time: "step up in three, two, one", "gentle left", "narrowing". She learned to describe the surface beneath them, gravel or tarmac or wet leaves. She learned to match her arm swing to his so that the tether stayed relaxed instead of tugging. Most surprisingly, she learned to look at the world differently, scanning constantly for anything that might trip, trap or confuse.

"It's exhausting," she admitted to her mother after a long Sunday run. "I'm not just running. I'm thinking for two people."

"You're not thinking for him," her mother said. "You're thinking with him. There's a difference."

Yara turned that over in her mind for days.

As the weeks went on, something shifted between her and Tobias. Running side by side, linked by the cord, they started to move as a single unit. Tobias could feel through the tether when she was tiring, and he would ease off slightly without a word. She could feel when he was strong and wanted to push, and she would lengthen her stride.

They also talked, despite his joke. On long runs, Tobias asked her to describe things: the colour of the sky over the reservoir, what the man with the enormous dog was wearing, whether the swans were back on the lake. At first she gave short answers. Then she began to notice more, because she knew he would ask. She realised she had run past that reservoir a hundred times without ever really looking at it.

On race day, the starting area was a chaotic mass of eight thousand runners. Yara's heart was pounding. Crowds were the hardest part of guiding, because people swerved and stopped without warning.

"Stay calm," Tobias murmured, as if he had read her mind. "You've got this. We've got this."

The first ten kilometres went perfectly. Around the fourteenth, disaster struck: a runner just ahead of them collapsed with cramp, right in their path. Yara shouted "stop, stop, stop", and they halted with centimetres to spare. A marshal rushed over to help the fallen runner, and Yara's legs were shaking.

"Are you all right?" Tobias asked.

"I nearly ran you into him."

"But you didn't." He squeezed the tether. "Come on. Describe the next bit to me."

She took a breath and looked ahead. "Long straight road. Slightly uphill. Trees on both sides, all orange. There's a band playing at the top."

"What are they playing?"

She listened. "I think it's a very bad version of a very old song."

Tobias laughed so much he had to slow down.

They crossed the finish line in one hour and thirty-seven minutes, four minutes faster than his previous best. A volunteer put medals around both their necks. Tobias held his out towards her, running his thumb over its engraved surface.

"What does it say?"

"Just the name of the race and the date."

"It should say 'two runners, one time'," Tobias said.

Yara looked down at the tether, still looped around her hand. She decided not to take it off quite yet.`,
  },
  {
    id: 'the-glacier-that-kept-time',
    title: 'The Glacier That Kept Time',
    ageBand: '15-18',
    tags: ['science', 'nature', 'climate', 'family'],
    content: `Sigrid's uncle Lars had one piece of equipment he trusted more than any satellite: a photograph taken in 1936.

It was black and white, slightly creased, and showed a vast tongue of ice pouring down a valley in western Norway, so thick and wide that the tiny figures standing at its edge looked like specks of dust. On the back, someone had written the name of the glacier and the exact position of the camera: beside a boulder shaped like a sleeping bear.

"Every five years since 1996, I've stood on that boulder and taken the same photograph," Lars told her as they hiked up the valley in July. "Same angle, same lens, same month. It's called repeat photography. Satellites are wonderful, but they only go back a few decades. This photograph gives us nearly ninety years."

Sigrid was seventeen and had come mostly because her parents insisted she needed a break from revising for exams. She had expected a pleasant walk. She had not expected the valley to be so empty.

They walked for two hours through a landscape of grey rubble and milky meltwater streams. Lars pointed out low ridges of rock and gravel that crossed the valley like walls.

"Moraines," he said. "Each one marks a place where the glacier's front edge paused for a while and bulldozed rock into a pile before retreating. That ridge there is where the ice was in 1936. The one beyond it is from the 1970s."

"And where is it now?" Sigrid asked.

Lars didn't answer. He just kept walking.

It took another hour to reach the boulder shaped like a sleeping bear. Sigrid climbed onto it, turned to look up the valley, and felt something drop in her stomach. The glacier was still there, but it was far away, a grubby grey shelf tucked high between two peaks, with a long waterfall spilling from beneath it.

Lars set up his tripod with practised care and held the old photograph up beside the view. In the picture, the ice filled the entire frame. In reality, it filled perhaps a tenth of it.

"How far has it gone back?" Sigrid said quietly.

"About two point eight kilometres since the original photograph. More than half of that since I started coming here." He took the picture, checked the screen and frowned. "And it lost more in the last five years than in any five years before."

Sigrid thought of the charts in her geography textbook, the smooth rising curves of global temperature that she had memorised for exams without ever really feeling them. Standing here, the numbers suddenly had a shape.

"Does anyone actually use your photographs?" she asked. "Or do you just keep them in a drawer?"

Lars laughed. "They're in a database used by researchers in nine countries. Glaciers are some of the clearest evidence we have of a warming climate, because they respond to temperature over years, not days. A single warm summer doesn't tell you much. Ninety years of photographs from the same boulder tell you a great deal."

They ate their sandwiches on the boulder in silence for a while. A group of hikers passed below them, laughing and taking selfies by the waterfall.

"It's strange," Sigrid said eventually. "It's beautiful. I keep forgetting that it's also a warning."

"Both things are true," said Lars. "People protect what they love. So it helps if they come here and love it first."

On the long walk down, Sigrid asked a stream of questions. How did scientists measure how much ice was lost in volume, not just length? What happened to the valley's rivers when a glacier disappeared entirely? Why did some glaciers in other parts of the world retreat faster than others? Lars answered what he could and admitted what he didn't know.

At the bottom, as they packed the car, she asked the question she'd been holding back all day.

"In 2031, when you come to take the next one," she said, "can I take it instead?"

Her uncle looked at her for a long moment, then handed her the old, creased photograph.

"You'd better look after this, then," he said. "It's the only one there is."`,
  },
  {
    id: 'the-understudy',
    title: 'The Understudy',
    ageBand: '15-18',
    tags: ['drama', 'courage', 'friendship'],
    content: `Being the understudy, Rafael had decided, was like being a spare tyre. Everyone agreed you were important, and everyone hoped they would never need you.

For six weeks, he had attended every rehearsal of the school's production of Macbeth. He had learned every one of the title character's lines, every movement and every fight, all while sitting in the dark at the back of the hall. Meanwhile, Daniel Osei, who actually had the role, got the costume, the applause at the dress rehearsal and the photograph in the local newspaper.

Rafael did not mind, or at least he told himself he didn't. He was not, he believed, a leading man. He stammered when he was nervous, especially on words beginning with hard sounds, and Macbeth was full of them. He had auditioned mostly because his drama teacher, Ms Kapoor, had pushed him, and he had felt a secret relief when his name appeared second on the list.

At 5:40 p.m. on opening night, Ms Kapoor found him in the corridor eating a banana.

"Daniel has a fever of thirty-nine degrees," she said. "He can barely stand. You're on."

The banana suddenly tasted of nothing.

"I c-can't," Rafael said, and heard the stammer catch on the very first word. "Ms Kapoor, you know I c-can't. Not in front of four hundred people."

Ms Kapoor did not give him a speech about believing in himself. Instead, she sat down on the corridor floor beside him, which was so unexpected that he stopped panicking for a moment.

"Tell me what you're actually afraid of," she said.

He thought about it. "That I'll get stuck on a word and everyone will laugh, and the play will be ruined."

"Right. So what do you do in rehearsals when you get stuck?"

"I... slow down. I change the rhythm. Sometimes I start the line on a different breath."

"And has anyone ever noticed?"

He hesitated. "You told me once it sounded like Macbeth was hesitating on purpose. Like he was frightened of his own words."

"He is frightened of his own words," said Ms Kapoor. "He's about to murder a king. Rafael, a stammer isn't the opposite of acting. It's a different way of timing a line. You've been doing it brilliantly in the dark at the back of the hall for six weeks. The only difference tonight is the lights."

Backstage, the rest of the cast reacted in different ways. Some looked worried. Lady Macbeth, played by a fierce and brilliant girl named Tamsin, marched straight up to him.

"I've heard you mouthing every line of mine too," she said. "So if I go blank, you're rescuing me. Deal?"

It was so absurd that he laughed, and some of the tension in his chest loosened.

The curtain rose at seven. For the first scene, Rafael's hands shook so badly that he kept them clasped behind his back, which happened to look suitably soldierly. His first line caught slightly, and he felt the familiar heat flood his face. But he slowed down, took a breath, and let the words come on their own time. Nobody laughed. The hall was completely silent, listening.

By the famous speech in the second act, the one where Macbeth sees a dagger floating in the air before him, something strange had happened. Rafael had stopped thinking about the audience. He was thinking about the dagger, and about a man so horrified by what he was about to do that his own voice betrayed him. When his words stumbled, they stumbled in the right places.

In the third act, Tamsin did go blank, exactly as she had predicted. Rafael saw the panic flicker in her eyes, fed her the first three words of her line as if it were part of the scene, and she swept on without missing a beat.

At the end, the applause went on for a long time. Rafael stood in the line of actors, blinking into the lights, unable to make out individual faces.

Afterwards, his father found him in the crowded corridor, still wearing his crown.

"I didn't know you could do that," his father said, his voice unsteady.

"Neither did I," said Rafael.

Daniel recovered in time for the second night and played Macbeth for the rest of the run. He was very good. But on the last night, Ms Kapoor pinned a new cast list to the noticeboard for the spring production. Rafael's name was at the top.`,
  },
  {
    id: 'the-last-broadcast-of-radio-kestrel',
    title: 'The Last Broadcast of Radio Kestrel',
    ageBand: '15-18',
    tags: ['mystery', 'history', 'music'],
    content: `The cassette tapes arrived in a cardboard box labelled KITCHEN - MISC, which was the first of many misleading things about them.

Nadia's great-uncle Emrys had died in March, leaving his cluttered seaside bungalow to her mother, and Nadia had volunteered to help sort through it mainly because it came with a week of sea air and no younger brother. She had not expected to find forty-three cassette tapes hidden beneath a layer of tea towels, each one labelled in tiny capitals with a date between 1966 and 1968 and the same three letters: R.K.

"Radio something?" suggested her friend Hollis, who had come along for the week and was already far more interested in the box than in the beach. "Your uncle wasn't secretly a DJ, was he?"

Nadia laughed. Uncle Emrys had been a quiet, precise man who repaired clocks and disapproved of loud music. The idea was absurd.

That evening they found an ancient tape player in the garage, cleaned its heads with cotton buds, and pressed play on the earliest tape. After a hiss of static, a young man's voice burst out, crackling with energy.

"Good evening, shipmates, and welcome aboard Radio Kestrel, broadcasting to you from international waters, three miles off the coast, where the law can't reach us and the music never stops!"

Then came a blast of guitar music so loud that Hollis nearly dropped his tea.

Over the next two days, they listened to hours of tapes, and the story began to emerge. In the 1960s, a handful of unlicensed "pirate" radio stations had broadcast pop music from ships anchored just outside British territorial waters, because the official national broadcaster played very little of it. Millions of young people had listened. Radio Kestrel had been one of the smallest of these stations, operating from a converted fishing boat.

The young presenter called himself Captain Kestrel. Nadia was almost certain, from the careful way he pronounced certain words, that he was her great-uncle.

"It doesn't make sense," she said. "Why would he keep it secret for fifty years?"

Hollis, who had been making meticulous notes, pointed to something odd. On the later tapes, Captain Kestrel began each show by reading out "messages for listeners" that were unlike any normal dedications. Strings of numbers, followed by strange phrases like "the heron flies at low tide" or "the lamp in the third window is lit".

"Those aren't song requests," Hollis said. "They're codes."

For a while, they constructed wild theories involving spies and smugglers. Then Nadia found a bundle of letters tucked inside the tape player's battery compartment, and the truth turned out to be both stranger and gentler than either of them had imagined.

The letters were from a woman named Marguerite, who lived in a village on the French coast across the Channel. She had been a listener. She and Emrys had fallen in love through a correspondence that began with a song request, at a time when her strict family had forbidden her to see him. The numbers were dates and times. The phrases told her where and when he would be able to sail his small boat across to meet her.

The final tape was dated the 14th of August 1967. That was the day a new law came into force making it a criminal offence for British citizens to work for or supply the pirate stations. Captain Kestrel's voice sounded different on it, quieter and older.

"This is the last broadcast of Radio Kestrel," he said. "To all our listeners, thank you for sailing with us. And to one listener in particular: the heron will not fly again, but the lamp will always be lit."

Then came a slow, old-fashioned love song, and then silence.

Nadia sat very still. "Did they ever see each other again?"

The answer was in the last letter, dated 1969, which explained in a few restrained sentences that Marguerite was going to marry someone her family had chosen, and asked him not to write again.

On the final morning of the holiday, Nadia's mother discovered them in the garage surrounded by tapes and handed Nadia a small brass lamp that had stood, for as long as anyone could remember, in the third window of Uncle Emrys's bungalow, facing the sea.

"He kept it lit every night," she said. "We always thought it was for passing ships."

Later, Hollis found an online archive of pirate radio recordings and suggested they donate the tapes. Nadia agreed, with one condition. She kept the last tape, and the lamp, for herself.`,
  },
  {
    id: 'the-worst-first-shift-at-the-cat-cafe',
    title: 'The Worst First Shift at the Cat Cafe',
    ageBand: '15-18',
    tags: ['humour', 'animals', 'work'],
    content: `Priyanka had prepared thoroughly for her first part-time job. She had memorised the menu of the Whisker and Bean cat cafe, practised operating the coffee machine, and read an entire article titled Ten Ways to Impress on Your First Shift. None of these preparations, unfortunately, included a section on what to do when a cat steals the cafe's only set of keys.

Her manager, a relentlessly cheerful woman called Bernadette, met her at the door at half past seven. "Welcome aboard! The most important rule is simple. The cats are the customers' friends, not furniture, not toys, and absolutely not allowed in the kitchen. The second most important rule is that Admiral is in charge."

"Who is Admiral?"

Bernadette pointed upwards. On top of the tallest bookshelf sat an enormous ginger cat with one torn ear and the unimpressed expression of a retired general. He looked at Priyanka for a long moment, then slowly closed his eyes, as if she were not worth the effort of being awake for.

The morning started reasonably well. Priyanka made a respectable latte, cleared tables without dropping anything, and learned the names of all eleven resident cats. She even managed to persuade a nervous toddler to stroke a fluffy grey cat named Pudding, which earned her a grateful smile from the child's father.

Then, at ten o'clock, Bernadette had to leave for a meeting with the vet. She placed the keys to the till, the stockroom and the front door on the counter while she put on her coat, and turned round to wave goodbye.

In that instant, a ginger blur descended from the bookshelf, seized the key ring in its jaws, and vanished through a cat flap into the ventilation space behind the wall.

There was a stunned silence.

"He does that sometimes," Bernadette said weakly. "He likes shiny things. He'll bring them back eventually. Probably." She looked at her watch in despair. "I really have to go. You'll be fine. Just don't let anyone pay by cash until he's returned the till key."

And then she was gone, and Priyanka was alone in charge of a cafe full of customers, eleven cats, no keys and a till that would not open.

The next hour was a masterclass in improvisation. Priyanka hung a hastily written sign on the till reading CARD PAYMENTS ONLY - A CAT HAS TAKEN OUR KEYS, which turned out to be the most popular thing she did all day; three customers photographed it. When an elderly man insisted on paying with coins, she wrote him a receipt on a napkin and promised to keep his money safe in a teacup until the till was liberated. He seemed to find the whole situation delightful.

Meanwhile, she attempted negotiations with Admiral. She rattled a bag of cat treats near the flap. She tried the fishing-rod toy with feathers. She tried lying on the floor and peering into the darkness behind the wall, where two enormous golden eyes gazed back at her with complete indifference.

"He's winning, isn't he?" asked a teenage boy at the window table, who had been watching the entire performance with enormous enjoyment.

"He is absolutely winning," Priyanka admitted.

The breakthrough came from an unexpected source. The toddler who had been so nervous of Pudding earlier returned with his father after lunch, holding a small wind-up toy mouse that whirred and flashed as it moved. He set it down on the floor, and it skittered across the tiles.

There was a thump behind the wall. A ginger head appeared through the cat flap. Admiral surveyed the flashing mouse for a long, calculating moment. Then he emerged, dropped the key ring on the floor with a dismissive clink, and pounced on his new, shinier treasure.

The whole cafe burst into applause.

When Bernadette returned at three o'clock, she found the till open, the elderly man's coins safely deposited, the tables clean and a handwritten sign still hanging on the counter, because the customers had begged Priyanka to leave it up.

"How was your first shift?" Bernadette asked anxiously.

Priyanka considered the question. "Educational," she said at last. "I think I've learned more about negotiation today than in two years of school debating."

Bernadette laughed, then glanced at the top of the bookshelf, where Admiral was now asleep with one paw resting on the toy mouse.

"Congratulations," she said. "You're the first new employee he's ever given the keys back to. That means he approves of you."

"Does he approve of anybody?"

"No," said Bernadette. "That's the point."`,
  },
];
