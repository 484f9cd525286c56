export interface Insurer { id: string; name: string; website: string; phone?: { display: string; href: string }; monogram: string; color: string }
export const insurers: Insurer[] = [{ id: "x", name: "Seguradora X", website: "https://example.com", monogram: "SX", color: "#0a2540" }];
