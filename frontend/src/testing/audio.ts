/**
 * A short recitation stand-in the tests build themselves: a mono 8-bit PCM WAV tone, as a data: URL
 * (jsdom plays nothing, but the player gets a real, well-formed file as its source).
 */
export function testWavUrl(seconds = 1, sampleRate = 8000): string {
  const sampleCount = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + sampleCount);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((character, index) => view.setUint8(offset + index, character.charCodeAt(0)));

  ascii(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // bytes per second at one byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, sampleCount, true);
  for (let index = 0; index < sampleCount; index += 1) {
    // A 400 Hz square wave around the 8-bit midpoint.
    bytes[44 + index] = Math.floor((index * 800) / sampleRate) % 2 ? 200 : 56;
  }

  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
