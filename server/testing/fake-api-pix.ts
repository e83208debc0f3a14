// The PSP of the tests: the API Pix simulator (server/pix/simulator), cob and cobv, started by each test.
export {
  SIMULATOR_CLIENT_ID as FAKE_CLIENT_ID,
  SIMULATOR_CLIENT_SECRET as FAKE_CLIENT_SECRET,
  startApiPixSimulator as startFakeApiPix,
  type ApiPixSimulator as FakeApiPix,
} from "@/server/sandbox/api-pix/api-pix-simulator";
