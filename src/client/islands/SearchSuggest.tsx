import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestResponse } from '../../shared/schemas/search';
import { createPageApiClient } from '../api/page-client';
import { fillHref } from '../href-template';
import { fieldValue, isInside, navigateTo } from '../dom';
import { useIslandEnv } from '../island-env';

export interface SearchSuggestProps {
  /** The id of the text input, which the form's label points to. */
  inputId: string;
  query: string;
  /** The visitor typed into the box before its code arrived (the browser entry says so): suggest at once. */
  typedBeforeHydration?: boolean;
  placeholder: string;
  /** The world's material path with `__id__` and `__slug__` in place of the parameters. */
  materialHrefTemplate: string | null;
  /** Texts rendered on the edge from `search:suggest.*`, so the browser needs no extra catalogue area. */
  texts: { listLabel: string; available: string };
}

type Suggestion = SearchSuggestResponse['suggestions'][number];

/**
 * Its code waits until the visitor reaches the box (focus or pointer): the server HTML works on
 * its own (a plain GET form), so pages do not ship it up front.
 */
export const hydrateWhen = 'interaction';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 150;
const SUGGEST_LIMIT = 8;

export function materialHref(template: string, suggestion: Suggestion): string {
  return fillHref(template, suggestion.id, suggestion.slug) ?? '';
}

/**
 * The search box's text input as a WAI-ARIA combobox: after 2 characters and a 150 ms pause it
 * asks `v3/search/suggest` (aborting the previous call) and lists titles; arrows move, Enter
 * opens the highlighted material, Escape closes. Without a highlight Enter submits the plain form.
 */
export default function SearchSuggest({ inputId, query, typedBeforeHydration = false, placeholder, materialHrefTemplate, texts }: SearchSuggestProps) {
  const { world } = useIslandEnv();
  const listId = `${useId()}-list`;
  const box = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(query);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(typedBeforeHydration);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(typedBeforeHydration);

  useEffect(() => {
    const q = value.trim();
    if (!typed || q.length < SUGGEST_MIN_CHARS || !materialHrefTemplate) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      createPageApiClient(world)
        .get<SearchSuggestResponse>('v3/search/suggest', { query: { q, limit: SUGGEST_LIMIT }, signal: controller.signal })
        .then((data) => {
          setSuggestions(data.suggestions);
          setActive(-1);
        })
        .catch(() => {
          // an aborted or failed suggestion call leaves the plain search working
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, typed, world, materialHrefTemplate]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: Suggestion) => {
    if (materialHrefTemplate) navigateTo(materialHref(materialHrefTemplate, suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((index) => (!expanded || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <div
      className="search-suggest"
      ref={box}
      onBlur={(event) => {
        if (!isInside(box.current, event.relatedTarget)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => {
          const next = fieldValue(event.target);
          setValue(next);
          setTyped(true);
          setOpen(true);
          setActive(-1);
          if (next.trim().length < SUGGEST_MIN_CHARS) setSuggestions([]);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={texts.listLabel} className="search-suggest-list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.title}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? texts.available : ''}
      </p>
    </div>
  );
}
