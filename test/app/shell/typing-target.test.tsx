import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../../app/shell/global-keys';

const make = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild;
};
afterEach(() => void (document.body.innerHTML = ''));

describe('`?` opens help from any control that is not a text field', () => {
  it.each([
    '<input type="text">',
    '<input>',
    '<input type="url">',
    '<textarea></textarea>',
    '<div contenteditable="true"></div>',
  ])('%s takes text, so `?` types there', (html) => expect(isTypingTarget(make(html))).toBe(true));
  it.each([
    '<input type="checkbox">',
    '<input type="radio">',
    '<button>Go</button>',
    '<select><option>a</option></select>',
    '<a href="#/live">Live</a>',
  ])('%s takes no text, so `?` opens help', (html) => expect(isTypingTarget(make(html))).toBe(false));
});
