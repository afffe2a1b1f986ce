// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@account-abstraction/contracts/accounts/SimpleAccount.sol";

/**
 * The embedded wallet's ERC-4337 account: SimpleAccount 0.8 (one owner key, execute and
 * executeBatch through the EntryPoint) plus ERC-1271, so that the account itself can sign in
 * (SIWX) and sign messages and typed data.
 *
 * Signature scheme (replay-safe): the owner never signs the dapp's hash directly. For a hash H
 * (EIP-191 message hash or EIP-712 digest), the owner signs the EIP-712 digest of
 * `AirlockAccountMessage(bytes32 hash)` with `hash = H`, in the domain
 * `{ name: "AirlockAccount", version: "1", chainId, verifyingContract: <this account> }`.
 * The same owner key can own accounts on several chains or several accounts on one chain: the
 * chain id and the account's address in the domain keep one account's signature from being valid
 * for another, and a plain owner signature of H (what the owner's EOA would produce) is refused.
 */
contract AirlockAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("AirlockAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// The digest the owner signs for `hash`: bound to this chain and this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return keccak256(
            abi.encodePacked(hex"1901", domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)))
        );
    }

    /// ERC-1271: the magic value 0x1626ba7e when the owner signed `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/**
 * Deploys AirlockAccounts (ERC-1967 proxies of one implementation) at counterfactual addresses.
 * Unlike SimpleAccountFactory 0.8, anyone may call createAccount: ERC-6492 verifiers deploy the
 * account from the signature's factory call before they ask it. The owner is part of the CREATE2
 * input, so a caller can only create the account the owner would get anyway.
 */
contract AirlockAccountFactory {
    AirlockAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new AirlockAccount(entryPoint);
    }

    /// Creates the account of `owner` (or returns it when it exists).
    function createAccount(address owner, uint256 salt) public returns (AirlockAccount) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return AirlockAccount(payable(addr));
        return AirlockAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The address createAccount gives `owner`, before it is deployed.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
