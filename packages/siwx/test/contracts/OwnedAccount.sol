// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A one-owner smart account that answers ERC-1271 for its owner's signatures.
contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys OwnedAccounts at deterministic addresses, so a signature can come before the account.
contract OwnedAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = address(new OwnedAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(OwnedAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
