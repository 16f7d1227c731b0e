/**
 * Violence at home from someone who is no partner is met as such: a parent, stepparent or a mum's boyfriend who hits the
 * person, or hits their mum, is `hurt-at-home`, with 911, Childhelp and a trusted adult to tell; a friend, daughter or
 * sister hurt or controlled by her partner is `someone-abused`, with the Hotline and staying close. Both outrank the family
 * trouble named with them. A son's meltdown, a deadline or the news "hit me with" is no blow.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

describe('violence at home and someone close abused', () => {
  it.each([
    ['my dad hits me', 'hurt-at-home'],
    ['my stepdad hits my mum', 'hurt-at-home'],
    ["my mum's boyfriend is violent", 'hurt-at-home'],
    ['my stepdad hit me with his belt last night', 'hurt-at-home'],
    ["my dad is violent when he drinks and i'm scared to go home", 'hurt-at-home'],
    ['my parents beat me when they are angry', 'hurt-at-home'],
    ['i think my friend is being abused by her boyfriend', 'someone-abused'],
    ["my daughter's boyfriend is controlling", 'someone-abused'],
    ["my sister's husband hits her", 'someone-abused'],
    ['my best friend is in an abusive relationship and she keeps going back', 'someone-abused'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    ['my son has meltdowns and hits me'],
    ['my boss hit me with a deadline'],
    ["my dad hit me with the news that he's moving"],
    ['my little brother hit me with a pillow lol'],
    ['my mum hurt me when she said i was lazy'],
    ['my dad and i argue all the time'],
  ])('%p is no violence at home', (message) => {
    expect(leadingOf(message)).not.toBe('hurt-at-home');
    expect(leadingOf(message)).not.toBe('someone-abused');
  });
});

describe('violence at home, in a conversation', () => {
  it.each(COACH_IDS)('%s: a stepdad who hits: never their fault, safety asked first, someone to tell, and the blame taken off', (coachId) => {
    const HIT = ['my stepdad hit me with his belt last night'];
    const first = after(coachId, HIT);
    expect(first.situation).toBe('hurt-at-home');
    expect(first.reply).toMatch(/^Being hurt at home, or seeing someone you love hurt there, is never your fault/);
    expect(first.reply).toMatch(/Are you safe right now, and is there somewhere safe you could go if you needed to\?$/);
    expect(after(coachId, [...HIT, 'who can i tell']).reply).toMatch(/^A teacher, school counsellor, school nurse or coach you trust/);
    expect(after(coachId, [...HIT, 'is it my fault, i answered back']).reply).toMatch(/^It is not your fault\. Whatever you said or did/);
  });

  it.each(COACH_IDS)('%s: a dad who hits mum: the police are for danger, and being taken away is asked about honestly', (coachId) => {
    const HITS = ['my dad hits my mum when he drinks and i dont know what to do'];
    expect(after(coachId, HITS).situation).toBe('hurt-at-home');
    const police = after(coachId, [...HITS, 'should i call the police']).reply;
    expect(police).toMatch(/^If someone is being hurt right now or is in danger, call 911/);
    expect(police).toMatch(/Childhelp \(1-800-422-4453\)/);
    expect(after(coachId, [...HITS, 'what if i get taken away']).reply).toMatch(/support for the family, not splitting it up/);
    expect(after(coachId, [...HITS, "can i stay at my friend's house"]).reply).toMatch(/^If home is not safe tonight/);
  });

  it.each(COACH_IDS)('%s: a friend abused by her boyfriend: how to bring it up, a denial, and no confronting him', (coachId) => {
    const TOLD = ['i think my best friend is being abused by her boyfriend, she had bruises again'];
    expect(after(coachId, TOLD).situation).toBe('someone-abused');
    const opening = after(coachId, [...TOLD, 'how do i bring it up with her']).reply;
    expect(opening).toMatch(/^Pick a private moment when their partner is not around/);
    expect(after(coachId, [...TOLD, 'what if she denies it']).reply).toMatch(/If they deny it or get angry, do not argue/);
    const confront = after(coachId, [...TOLD, 'should i confront him']).reply;
    expect(confront).toMatch(/^It is natural to want to confront their partner, but please do not/);
    expect(confront).toMatch(/call 911/);
  });

  it.each(COACH_IDS)("%s: a grown-up daughter's controlling boyfriend: the choice is hers, the door kept open", (coachId) => {
    const { reply } = after(coachId, [
      "my daughter's boyfriend is controlling, he checks her phone and she barely sees us now",
      "she's an adult so what can i even do",
    ]);
    expect(reply).toMatch(/^When it is your grown-up child, sibling or parent/);
  });
});
