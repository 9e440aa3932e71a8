/** IMEI rule (domain.md Equipment): exactly 15 digits whose last digit is the Luhn check digit of the first 14. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the payload (the one next to the check digit).
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidImei(value: string): boolean {
  if (!/^[0-9]{15}$/.test(value)) return false;
  return luhnCheckDigit(value.slice(0, 14)) === value.charCodeAt(14) - 48;
}

/** The full IMEI for a 14-digit body (demo data and tests). */
export function imeiFromBody(body: string): string {
  return body + String(luhnCheckDigit(body));
}
