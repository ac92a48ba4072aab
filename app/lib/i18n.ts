// The language of the page being rendered and its words (decision 062): the address decides, on the server
// and in the browser alike, so a reading page needs no script to be in Hindi. A Hindi page's router has /hi
// as its base (server/plugins/site.ts): its links, forms and redirects stay in Hindi by themselves.
import { useHref } from "react-router";
import type { Language } from "../../domain/i18n/language.ts";
import { textIn, type Messages, type TextArea, type Translate } from "../../domain/i18n/text.ts";
import { languageOfPath, pathIn } from "../../web/language.ts";
import { placesText } from "../../content/i18n/places.ts";

export function useLanguage(): Language {
  return languageOfPath(useHref("/"));
}

/** The area's messages in the page's language. */
export function useText<English extends Messages>(text: TextArea<English>): Translate<English> {
  return textIn(useLanguage(), text);
}

/** For plain links and forms, which the router does not write: `href` (an English address of the site) in the
 * page's language, "/About" on a Hindi page is "/hi/About". */
export function useLocalPath(): (href: string) => string {
  const language = useLanguage();
  return (href) => pathIn(language, href);
}

/** A place's name in the page's language: a state, a listed city or country; any other as its source spells it. */
export function usePlaceName(): (name: string) => string {
  return placeNameIn(useLanguage());
}

/** The same outside a component: a loader's page title. */
export function placeNameIn(language: Language): (name: string) => string {
  const t = textIn(language, placesText);
  return (name) => (Object.hasOwn(placesText.en, name) ? t(name as keyof typeof placesText.en) : name);
}
