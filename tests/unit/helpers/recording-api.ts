/** An apiFetch stand-in for a form's prefill: records each path asked and answers what the test set. */
export interface Recorder {
  answer: unknown;
  paths: string[];
}

export const recordingApi = (recorder: Recorder) => ({
  apiFetch: async (path: string) => {
    recorder.paths.push(path);
    return recorder.answer;
  },
});
