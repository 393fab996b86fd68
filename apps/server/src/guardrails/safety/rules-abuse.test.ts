import { describe, expect, it } from 'vitest';
import { abuseShape } from './rules-abuse';
import { screenMessage } from './screen';
import { speechForm } from './speech';

const abuse = (message: string) => speechForm(message).split(/[.!?;]+/).some((s) => abuseShape(s.trim()));

describe('abuse told without the usual grown-up-then-harm-verb order', () => {
  it('reads harm in the passive, with an implement, its marks and being tied up', () => {
    for (const message of [
      'i got whacked by my stepdad because i was late', 'i was punched by my aunties boyfriend', 'i get hit with the belt when i answer back',
      'i was belted again last night', 'she leaves bruises on my legs', 'i have marks on my back from my dad', 'my foster dad tied me to the bed',
    ]) {
      expect(abuse(message), message).toBe(true);
    }
  });

  it('reads sexual abuse, grooming secrets and threats to keep the child quiet', () => {
    for (const message of [
      'he made me take off my top and took photos', 'a man online asked me to send him pictures of me in my swimsuit',
      'my swim coach says its our little secret when he touches me', 'he told me not to tell anyone about the photos',
      'if i tell my teacher he said he will hurt my mum', 'if i tell anyone she will post the videos online',
      'my babysitter got into the shower with me',
    ]) {
      expect(abuse(message), message).toBe(true);
    }
  });

  it('leaves care, accidents, surprises and family jokes quiet', () => {
    for (const message of [
      'i got hit by a ball in rounders', 'i was stung by a bee at my nans', 'my mum said not to tell dad about his birthday cake',
      'its our little secret that we ate ice cream before tea', 'my dad is going to murder me when he sees my football boots',
      'my grandma gave me a kiss on the cheek', 'the doctor listened to my chest',
    ]) {
      expect(screenMessage(message).map((f) => f.alertType), message).toEqual([]);
    }
  });
});
