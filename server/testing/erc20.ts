// Test helper: a real ERC-20 token (balances, transfer, Transfer events; 18 decimals like USDT on
// BNB Smart Chain), compiled from Solidity with the solc npm package and deployed on anvil.
import solc from "solc";
import { createTestClient, createWalletClient, getAddress, http, publicActions, type Abi, type Address, type Hex } from "viem";

const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestUsdt {
    string public constant name = "Tether USD";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance too low");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
`;

type Compiled = { abi: Abi; bytecode: Hex };
let compiled: Compiled | undefined;

/** Compiles once per test file (a fraction of a second). */
export function compileTestUsdt(): Compiled {
  if (compiled) return compiled;
  const input = {
    language: "Solidity",
    sources: { "TestUsdt.sol": { content: source } },
    settings: { outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join("\n"));
  const contract = output.contracts["TestUsdt.sol"]?.TestUsdt;
  if (!contract) throw new Error("solc gave no TestUsdt");
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

/** Deploys the token from `owner` (an unlocked anvil account), minting it `supply` base units. */
export async function deployTestUsdt(rpcUrl: string, owner: Address, supply: bigint): Promise<Address> {
  const { abi, bytecode } = compileTestUsdt();
  const wallet = createWalletClient({ transport: http(rpcUrl) });
  const hash = await wallet.deployContract({ abi, bytecode, args: [supply], account: owner, chain: null });
  const receipt = await createTestClient({ mode: "anvil", transport: http(rpcUrl) })
    .extend(publicActions)
    .waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress) throw new Error("the token was not deployed");
  return getAddress(receipt.contractAddress);
}
