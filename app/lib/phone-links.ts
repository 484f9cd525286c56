/** A stored phone (digits only) as people read it and as links dial it. No zod here: every page ships it. */

/** "4100000000" → "(41) 0000-0000"; "0800…" → "0800 000 0000". */
export function displayPhone(digits: string): string {
  if (/^0[38]00/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  const area = `(${digits.slice(0, 2)}) `;
  const rest = digits.slice(2);
  return rest.length === 9
    ? `${area}${rest.slice(0, 1)} ${rest.slice(1, 5)}-${rest.slice(5)}`
    : `${area}${rest.slice(0, 4)}-${rest.slice(4)}`;
}

export function telHref(digits: string): string {
  return /^0[38]00/.test(digits) ? `tel:${digits}` : `tel:+55${digits}`;
}

/** A chat with this number; `text` starts the visitor's message (they can still change it). */
export function whatsappHref(digits: string, text?: string): string {
  const base = `https://wa.me/55${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The first line of a visitor's WhatsApp message: the page's product, when there is one. */
export function whatsappGreeting(productTitle?: string): string {
  return productTitle
    ? `Olá! Vi a página de ${productTitle} no site e gostaria de falar com um corretor.`
    : "Olá! Vim pelo site e gostaria de falar com um corretor.";
}
