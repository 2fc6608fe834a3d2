/** Content the API gives in both interface languages, as `<field>_en` and `<field>_ru`. */
type Bilingual<Field extends string> = Record<`${Field}_en` | `${Field}_ru`, string>;

/** `item`'s `field` in the interface language: Russian for ru, English otherwise (the fallback language). */
export function inLanguage<Field extends string>(
  item: Bilingual<Field>,
  field: Field,
  language: string | undefined,
): string {
  return language === 'ru' ? item[`${field}_ru`] : item[`${field}_en`];
}
