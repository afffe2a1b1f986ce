// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IDevEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// @notice A Universal Resolver for local chains. It answers the entry points viem's ENS actions
/// call (`resolveWithGateways`, `reverseWithGateways`, and `resolve` / `reverse` without gateways)
/// from the registry alone: the resolver set on the exact name, no wildcard (ENSIP-10) and no
/// offchain lookup (CCIP-Read). Failures revert with the Universal Resolver's own errors, which
/// viem reads as "no name".
contract DevUniversalResolver {
    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    /// @dev namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE =
        0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    uint256 private constant ETHEREUM_COIN_TYPE = 60;

    IDevEnsRegistry public immutable registry;

    constructor(IDevEnsRegistry registry_) {
        registry = registry_;
    }

    /// @notice Calls the resolver of `name` (DNS-encoded) with `data` and returns its answer.
    function resolve(bytes calldata name, bytes calldata data)
        public
        view
        returns (bytes memory result, address resolver)
    {
        resolver = _resolverOf(name);
        result = _call(resolver, data);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return resolve(name, data);
    }

    /// @notice The primary name of `lookupAddress`, checked forward: the name must resolve back to
    /// the address, else this reverts with `ReverseAddressMismatch`. Only Ethereum's coin type (60)
    /// has reverse records here.
    function reverse(bytes calldata lookupAddress, uint256 coinType)
        public
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        bytes memory label = _lowerHex(lookupAddress);
        bytes memory reverseName = abi.encodePacked(
            bytes1(uint8(label.length)), label, bytes1(0x04), "addr", bytes1(0x07), "reverse", bytes1(0)
        );
        if (coinType != ETHEREUM_COIN_TYPE || lookupAddress.length != 20) {
            revert ResolverNotFound(reverseName);
        }
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(label)));
        reverseResolver = _resolverOf(reverseName);
        // name(bytes32)
        primary = abi.decode(_call(reverseResolver, abi.encodeWithSelector(0x691f3431, reverseNode)), (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);

        bytes memory dnsName = _dnsEncode(primary);
        resolver = _resolverOf(dnsName);
        // addr(bytes32)
        address forward = abi.decode(
            _call(resolver, abi.encodeWithSelector(0x3b3b57de, _namehash(dnsName, 0))), (address)
        );
        if (forward != address(bytes20(lookupAddress))) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
        }
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return reverse(lookupAddress, coinType);
    }

    function _resolverOf(bytes memory name) private view returns (address resolver) {
        resolver = registry.resolver(_namehash(name, 0));
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
    }

    function _call(address resolver, bytes memory data) private view returns (bytes memory) {
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return result;
    }

    /// @dev The namehash of a DNS-encoded name from `offset` on.
    function _namehash(bytes memory dns, uint256 offset) private pure returns (bytes32 node) {
        if (offset >= dns.length) revert DNSDecodingFailed(dns);
        uint256 length = uint8(dns[offset]);
        if (length == 0) {
            if (offset + 1 != dns.length) revert DNSDecodingFailed(dns);
            return bytes32(0);
        }
        if (offset + 1 + length >= dns.length) revert DNSDecodingFailed(dns);
        bytes32 parent = _namehash(dns, offset + 1 + length);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(dns, 0x21), offset), length)
        }
        node = keccak256(abi.encodePacked(parent, labelHash));
    }

    /// @dev "alice.eth" → 0x05 "alice" 0x03 "eth" 0x00.
    function _dnsEncode(string memory name) private pure returns (bytes memory out) {
        bytes memory text = bytes(name);
        out = new bytes(text.length + 2);
        uint256 lengthAt = 0;
        for (uint256 i = 0; i < text.length; i++) {
            if (text[i] == ".") {
                out[lengthAt] = bytes1(uint8(i - lengthAt));
                lengthAt = i + 1;
            } else {
                out[i + 1] = text[i];
            }
        }
        out[lengthAt] = bytes1(uint8(text.length - lengthAt));
    }

    function _lowerHex(bytes calldata data) private pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
    }
}
