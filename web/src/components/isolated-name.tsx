/**
 * Names people type (brands, projects, files) are shown in their own direction: an Arabic or
 * Hebrew name reads right to left, and a mixed 'שוקולד Hadar' keeps its order inside an English
 * sentence instead of trading places with the words and punctuation around it.
 */
export function IsolatedName({ children }: { children: string }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** A private-use character no sentence of the contract holds: the sentence splits at the name only. */
const NAME_SLOT = "\uE000";

/**
 * One of the contract's sentences about a name (e.g. `Delete the project "${name}"?`), with the
 * name isolated. The sentence keeps its words; only the name gets its own direction.
 */
export function SentenceWithName({ sentence, name }: { sentence: (name: string) => string; name: string }) {
  const [before = "", ...rest] = sentence(NAME_SLOT).split(NAME_SLOT);
  if (rest.length !== 1) return sentence(name);
  return (
    <>
      {before}
      <IsolatedName>{name}</IsolatedName>
      {rest[0]}
    </>
  );
}
