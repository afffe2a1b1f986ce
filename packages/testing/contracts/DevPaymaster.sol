// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

interface IEntryPointDeposits {
    function depositTo(address account) external payable;
}

/// A verifying paymaster for the EntryPoint 0.8: it pays for a user operation that carries the
/// off-chain signer's approval of that very operation (its gas fields included) and a validity
/// window. paymasterAndData = paymaster (20) | verification gas (16) | post-op gas (16) |
/// validUntil (6) | validAfter (6) | signature (65).
contract DevPaymaster {
    address public immutable entryPoint;
    address public immutable signer;

    constructor(address anEntryPoint, address aSigner) {
        entryPoint = anEntryPoint;
        signer = aSigner;
    }

    /// What the signer signs (as an EIP-191 personal message of these 32 bytes).
    function approvalHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[20:52]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "only the EntryPoint");
        bytes calldata data = userOp.paymasterAndData[52:];
        require(data.length == 77, "bad paymaster data");
        uint48 validUntil = uint48(bytes6(data[0:6]));
        uint48 validAfter = uint48(bytes6(data[6:12]));
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", approvalHash(userOp, validUntil, validAfter))
        );
        bytes32 r = bytes32(data[12:44]);
        bytes32 s = bytes32(data[44:76]);
        uint8 v = uint8(data[76]);
        address recovered = ecrecover(digest, v, r, s);
        uint256 failed = recovered == address(0) || recovered != signer ? 1 : 0;
        return ("", failed | (uint256(validUntil) << 160) | (uint256(validAfter) << 208));
    }

    /// Never called: validation returns no context.
    function postOp(uint8, bytes calldata, uint256, uint256) external pure {
        revert("no postOp");
    }

    /// Adds to the paymaster's deposit at the EntryPoint, from which it pays.
    function deposit() external payable {
        IEntryPointDeposits(entryPoint).depositTo{value: msg.value}(address(this));
    }
}
