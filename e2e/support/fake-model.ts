/** Where the end-to-end tests' fake OpenAI-compatible model listens (`E2E_FAKE_MODEL_PORT`). */
export const fakeModelPort = Number(process.env.E2E_FAKE_MODEL_PORT ?? 3211);

/** A made-up API key: the tests check it never reaches the page. */
export const FAKE_MODEL_API_KEY = "sk-e2e-secret-key-0123456789";

/** Tells the fake model how its next answers go. */
export async function setFakeModelBehaviour(
  behaviour: "good" | "dies-mid-stream" | "unauthorized" | "garbage-line" | "long-stream",
): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${fakeModelPort}/control`, {
    method: "POST",
    body: JSON.stringify({ behaviour }),
  });
  if (!response.ok) throw new Error(`the fake model refused behaviour ${behaviour}`);
}
